/* kbd-us-wine.c — a US keyboard layout DLL (kbdus.dll) for the Wine prefix
 * of test-wine-gui.py
 *
 * GTK's Windows back end translates key presses with the tables of the
 * keyboard layout DLL the registry names (HKLM\SYSTEM\CurrentControlSet\
 * Control\Keyboard Layouts\00000409, "Layout File"), which it loads and asks
 * through its KbdLayerDescriptor export. Windows ships kbdus.dll; Wine 8 has
 * neither the DLL nor the key, so under Wine every letter and digit arrives
 * as GDK_KEY_VoidSymbol ("Failed to translate keypress ... because we could
 * not load the layout") and no shortcut such as Alt+2 can match. The test
 * puts this DLL into its throwaway prefix's system32; it is never installed.
 *
 * Only what GTK reads: the modifier bits (Shift, Ctrl, Alt) and the
 * characters of the letter, digit, space and common punctuation keys
 * without and with Shift. The structures follow the layout of the Windows
 * Driver Kit's kbd.h (64-bit, so plain pointers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <windows.h>

#define KBDSHIFT      0x01
#define KBDCTRL       0x02
#define KBDALT        0x04
#define SHFT_INVALID  0x0F
#define CAPLOK        0x01
#define WCH_NONE      0xF000

typedef struct { BYTE vk; BYTE mod_bits; } VkToBit;
typedef struct { const VkToBit *vk_to_bit; WORD max_mod_bits; BYTE mod_number[4]; } Modifiers;
typedef struct { BYTE vk; BYTE attributes; WCHAR wch[2]; } VkToWchars2;
typedef struct { const void *vk_to_wchars; BYTE n_modifications; BYTE entry_size; } VkToWcharTable;
typedef struct
{
  const Modifiers      *char_modifiers;
  const VkToWcharTable *vk_to_wchar_table;
  const void           *dead_keys;
  const void           *key_names;
  const void           *key_names_ext;
  const void           *key_names_dead;
  const USHORT         *vsc_to_vk;
  BYTE                  max_vsc_to_vk;
  const void           *vsc_to_vk_e0;
  const void           *vsc_to_vk_e1;
  DWORD                 locale_flags;
  BYTE                  n_lg_max;
  BYTE                  lg_entry_size;
  const void           *ligatures;
} KbdTables;

static const VkToBit vk_to_bit[] = {
  { VK_SHIFT, KBDSHIFT }, { VK_CONTROL, KBDCTRL }, { VK_MENU, KBDALT }, { 0, 0 }
};

/* Level 0: no modifier; level 1: Shift; Ctrl and Ctrl+Shift map nothing. */
static const Modifiers modifiers = { vk_to_bit, 3, { 0, 1, SHFT_INVALID, SHFT_INVALID } };

#define LETTER(c) { c, CAPLOK, { c - 'A' + 'a', c } }
static const VkToWchars2 keys[] = {
  LETTER ('A'), LETTER ('B'), LETTER ('C'), LETTER ('D'), LETTER ('E'), LETTER ('F'), LETTER ('G'),
  LETTER ('H'), LETTER ('I'), LETTER ('J'), LETTER ('K'), LETTER ('L'), LETTER ('M'), LETTER ('N'),
  LETTER ('O'), LETTER ('P'), LETTER ('Q'), LETTER ('R'), LETTER ('S'), LETTER ('T'), LETTER ('U'),
  LETTER ('V'), LETTER ('W'), LETTER ('X'), LETTER ('Y'), LETTER ('Z'),
  { '0', 0, { '0', ')' } }, { '1', 0, { '1', '!' } }, { '2', 0, { '2', '@' } }, { '3', 0, { '3', '#' } },
  { '4', 0, { '4', '$' } }, { '5', 0, { '5', '%' } }, { '6', 0, { '6', '^' } }, { '7', 0, { '7', '&' } },
  { '8', 0, { '8', '*' } }, { '9', 0, { '9', '(' } },
  { VK_SPACE, 0, { ' ', ' ' } },
  { VK_OEM_COMMA, 0, { ',', '<' } }, { VK_OEM_PERIOD, 0, { '.', '>' } }, { VK_OEM_MINUS, 0, { '-', '_' } },
  { VK_OEM_PLUS, 0, { '=', '+' } }, { VK_OEM_1, 0, { ';', ':' } }, { VK_OEM_2, 0, { '/', '?' } },
  { VK_OEM_3, 0, { '`', '~' } }, { VK_OEM_4, 0, { '[', '{' } }, { VK_OEM_5, 0, { '\\', '|' } },
  { VK_OEM_6, 0, { ']', '}' } }, { VK_OEM_7, 0, { '\'', '"' } },
  { 0, 0, { 0, 0 } }
};

static const VkToWcharTable tables[] = {
  { keys, 2, sizeof keys[0] },
  { NULL, 0, 0 }
};

static const KbdTables layout = { &modifiers, tables };

__declspec(dllexport) const KbdTables *KbdLayerDescriptor (void);

const KbdTables *
KbdLayerDescriptor (void)
{
  return &layout;
}
