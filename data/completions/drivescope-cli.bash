# bash completion for drivescope-cli                      -*- shell-script -*-
#
# Commands, the options of each command (read from its --help, so they are
# never out of date), drive names from this machine, run ids and "last"
# from the history (the one --db names, if given), and the fixed values of
# options such as --profile. Works with and without the bash-completion
# package.
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Offers the words of $1 (separated by spaces or newlines; no word holds
# either) that start with $2.
_drivescope_cli_words ()
{
  local IFS=$' \t\n'
  COMPREPLY=($(compgen -W "$1" -- "$2"))
}

_drivescope_cli ()
{
  local cur prev cmd="" db="" i word
  local cli=${COMP_WORDS[0]}
  COMPREPLY=()
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=""
  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}

  # The command is the first word that is not an option; --db FILE is
  # passed on so runs come from the history the command will use.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if [[ -z $cmd && $word != -* ]]; then
      cmd=$word
    elif [[ $word == --db && $((i + 1)) -lt $COMP_CWORD ]]; then
      db=${COMP_WORDS[i + 1]}
    elif [[ $word == --db=* ]]; then
      db=${word#--db=}
    fi
  done
  local dbargs=()
  [[ -n $db ]] && dbargs=(--db "$db")

  if [[ -z $cmd ]]; then
    if [[ $cur == -* ]]; then
      _drivescope_cli_words "--help --version" "$cur"
    else
      _drivescope_cli_words "$("$cli" __complete commands 2>/dev/null)" "$cur"
    fi
    return
  fi

  # --option=value: complete the value part.
  if [[ $cur == --*=* ]]; then
    prev=${cur%%=*}
    cur=${cur#*=}
  elif [[ $cur == = ]]; then
    cur=""
  elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
    prev=${COMP_WORDS[COMP_CWORD - 2]}
  fi

  case $prev in
    --db|--save-raw|--from-file|-o|--output|-i|--input)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -f -- "$cur"))
      return ;;
    --dir|--textfile)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      return ;;
    --drive)
      case $cmd in
        bench|thermal|suite) _drivescope_cli_words "$("$cli" __complete drives 2>/dev/null)" "$cur" ;;
        *) _drivescope_cli_words "$("$cli" __complete history-drives "${dbargs[@]}" 2>/dev/null)" "$cur" ;;
      esac
      return ;;
    --size) _drivescope_cli_words "$("$cli" __complete sizes 2>/dev/null)" "$cur"; return ;;
    --profile) _drivescope_cli_words "default nvme peak real demo" "$cur"; return ;;
    --mode)
      if [[ $cmd == export ]]; then
        _drivescope_cli_words "read write mix" "$cur"
      else
        _drivescope_cli_words "read write mix all" "$cur"
      fi
      return ;;
    --data)
      if [[ $cmd == verify ]]; then
        _drivescope_cli_words "random compressible:0% compressible:25% compressible:50% compressible:75% compressible:100%" "$cur"
      else
        _drivescope_cli_words "random zeros compressible:0% compressible:8% compressible:25% compressible:46% compressible:67% compressible:100%" "$cur"
      fi
      return ;;
    --engine)
      if [[ $cmd == thermal || $cmd == verify ]]; then
        _drivescope_cli_words "auto io_uring psync" "$cur"
      else
        _drivescope_cli_words "io_uring psync" "$cur"
      fi
      return ;;
    --kind) _drivescope_cli_words "bench thermal suite verify imported" "$cur"; return ;;
    --presets) _drivescope_cli_words "database database-32k vm vdi vod streaming fileserver webserver" "$cur"; return ;;
    -f|--format)
      if [[ $cmd == report ]]; then
        _drivescope_cli_words "html md pdf all" "$cur"
      else
        _drivescope_cli_words "png svg pdf html md txt csv json" "$cur"
      fi
      return ;;
    -c|--chart) _drivescope_cli_words "results compare thermal trend latency suite verify" "$cur"; return ;;
    --theme) _drivescope_cli_words "light dark" "$cur"; return ;;
    --units) _drivescope_cli_words "mbps gbps iops us" "$cur"; return ;;
    --tests|--mix|--runs|--duration|--interval|--warmup|--bytes|--block|--qd|--sample|\
    --cooldown|--since|-n|--limit|--rated-tbw|--warranty-years|--label|--width|--height|--scale|\
    --latency-limit) _drivescope_cli_words "mean: p99: p99.9:" "$cur"; compopt -o nospace 2>/dev/null; return ;;
    --test|--save-every|--blocks|--threads|--mixes|--random|--fill|--samples|--file-size|\
    --precondition|--round|--max-rounds|--steady-window|--steady-range|--steady-slope|--multiple|--spec|--title|-r)
      return ;;
  esac

  if [[ $cur == -* ]]; then
    # The option column of --help: "  -a, --all   …", "  --db=FILE   …".
    _drivescope_cli_words "$("$cli" "$cmd" --help 2>/dev/null |
      sed -nE 's/^ +((-[a-zA-Z], )?--[a-zA-Z0-9-]+).*/\1/p' | tr ',' ' ')" "$cur"
    return
  fi

  # Arguments: the position among the words that are not options.
  local n=0
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    [[ $word == -* || $word == = ]] && continue
    case ${COMP_WORDS[i - 1]} in
      --db|--save-raw|--from-file|-o|--output|-i|--input|--dir|--textfile|--drive|--profile|--mode|\
      --data|--engine|--kind|-f|--format|-c|--chart|--theme|--units|--tests|--mix|--size|--runs|\
      --duration|--interval|--warmup|--bytes|--block|--qd|--sample|--cooldown|--since|-n|--limit|\
      --rated-tbw|--warranty-years|--label|--width|--height|--scale|--test|--save-every|--blocks|\
      --threads|--mixes|--random|--presets|--fill|--latency-limit|--samples|--file-size|--precondition|--round|\
      --max-rounds|--steady-window|--steady-range|--steady-slope|--multiple|--spec|--title|-r|=)
        continue ;;
    esac
    n=$((n + 1))
  done
  # n counts the command itself: the first argument is n == 1.
  case $cmd in
    info|health|selftest|monitor)
      ((n == 1)) && _drivescope_cli_words "$("$cli" __complete drives 2>/dev/null)" "$cur" ;;
    suite)
      ((n == 1)) && _drivescope_cli_words "blocksize qd-scaling mixes rwmix cache linear surface iops-matrix wsat" "$cur" ;;
    show|delete)
      ((n == 1)) && _drivescope_cli_words "$("$cli" __complete runs "${dbargs[@]}" 2>/dev/null)" "$cur" ;;
    label|comment)
      ((n == 1)) && _drivescope_cli_words "$("$cli" __complete runs "${dbargs[@]}" 2>/dev/null)" "$cur" ;;
    compare|export)
      _drivescope_cli_words "$("$cli" __complete runs "${dbargs[@]}" 2>/dev/null)" "$cur" ;;
    drive-set|endurance)
      ((n == 1)) && _drivescope_cli_words "$("$cli" __complete history-drives "${dbargs[@]}" 2>/dev/null)" "$cur" ;;
    verify)
      if ((n == 1)); then
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -d -- "$cur"))
      fi ;;
    thermal-analyze|import|import-cdm|import-fio)
      if ((n == 1)); then
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
      fi ;;
  esac
  return 0
}

complete -F _drivescope_cli drivescope-cli
