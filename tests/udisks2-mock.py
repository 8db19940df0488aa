'''python-dbusmock template: a udisks2 with one ATA disk (sda) and one NVMe
controller (nvme0, namespace nvme0n1), answering with the signatures of
the real org.freedesktop.UDisks2 interfaces (udisks 2.9 Drive.Ata; 2.10
NVMe.Controller).

Parameters (JSON through -p):
  nvme_controller  true: offer NVMe.Controller (udisks 2.10+); false: 2.9
  refuse           true: SmartGetAttributes answers NotAuthorized
  calls_log        a file each method call is appended to
  benchmark_file   the file Block.OpenForBenchmark hands out for sda and
                   nvme0n1 (a regular file standing in for the drive)
  benchmark        how OpenForBenchmark answers: "read-only" (default; the
                   file opened O_RDONLY, with O_DIRECT where the filesystem
                   allows it unless benchmark_direct is false), "writable"
                   (opened O_RDWR whatever was asked: a broken udisks),
                   "not-authorized" (NotAuthorizedCanObtain), "dismissed"
                   (NotAuthorizedDismissed) or "absent" (no such method,
                   as an older udisks)
  benchmark_direct false: open without O_DIRECT
  extra_blocks     more whole-drive Block objects (kernel names) without a
                   Drive, for the GUI test on this machine's drives

SPDX-License-Identifier: GPL-3.0-or-later
'''
import dbus
from dbusmock import mockobject

BUS_NAME = 'org.freedesktop.UDisks2'
MAIN_OBJ = '/org/freedesktop/UDisks2'
MAIN_IFACE = 'org.freedesktop.UDisks2.Manager'
SYSTEM_BUS = True
IS_OBJECT_MANAGER = True

DRIVES = '/org/freedesktop/UDisks2/drives/'
BLOCKS = '/org/freedesktop/UDisks2/block_devices/'


def _log(parameters, what):
    path = parameters.get('calls_log')
    return '' if not path else "open(%r, 'a').write(%r + '\\n'); " % (path, what)


def _attrs_code(parameters):
    if parameters.get('refuse'):
        return _log(parameters, 'Ata.SmartGetAttributes') + (
            "raise dbus.exceptions.DBusException('Not authorized to perform operation', "
            "name='org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain')")
    # (id, name, flags, value, worst, threshold, pretty, pretty_unit, expansion)
    rows = [
        (1, 'raw-read-error-rate', 0x000f, 117, 99, 6, 0, 1),
        (5, 'reallocated-sector-count', 0x0033, 98, 98, 10, 16, 3),
        (9, 'power-on-hours', 0x0032, 80, 80, 0, 17_712 * 3_600_000, 2),
        (12, 'power-cycle-count', 0x0032, 100, 100, 20, 812, 1),
        (194, 'temperature-celsius-2', 0x0022, 35, 52, 0, 308_150, 4),
        (197, 'current-pending-sector', 0x0012, 100, 100, 0, 2, 3),
        (198, 'offline-uncorrectable', 0x0010, 100, 100, 0, 0, 3),
    ]
    items = ', '.join(
        "dbus.Struct((dbus.Byte(%d), %r, dbus.UInt16(%d), dbus.Int32(%d), dbus.Int32(%d), "
        "dbus.Int32(%d), dbus.Int64(%d), dbus.Int32(%d), dbus.Dictionary({}, signature='sv')), "
        "signature='ysqiiixia{sv}')" % r for r in rows)
    return _log(parameters, 'Ata.SmartGetAttributes') + \
        "ret = dbus.Array([%s], signature='(ysqiiixia{sv})')" % items


def _benchmark_code(parameters):
    '''OpenForBenchmark (a{sv} options) -> h, as udisks 2.9+ answers it.'''
    mode = parameters.get('benchmark', 'read-only')
    path = parameters.get('calls_log')
    # the call and what it asked for: "Block.OpenForBenchmark writable=False"
    log = '' if not path else (
        "open(%r, 'a').write('Block.OpenForBenchmark writable=%%s\\n' %% bool(args[0].get('writable', True))); "
        % path)
    if mode == 'not-authorized':
        return log + ("raise dbus.exceptions.DBusException('Not authorized to perform operation', "
                      "name='org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain')")
    if mode == 'dismissed':
        return log + ("raise dbus.exceptions.DBusException('The authentication dialog was dismissed', "
                      "name='org.freedesktop.UDisks2.Error.NotAuthorizedDismissed')")
    flags = 'os.O_RDWR' if mode == 'writable' else 'os.O_RDONLY'
    direct = parameters.get('benchmark_direct', True)
    return log + (
        "flags = %s | os.O_CLOEXEC\n"
        "try:\n"
        "    fd = os.open(%r, flags | (os.O_DIRECT if %r else 0))\n"
        "except OSError:\n"
        "    fd = os.open(%r, flags)\n"
        "ret = dbus.types.UnixFd(fd)\n"
        "os.close(fd)\n" % (flags, parameters.get('benchmark_file', '/nonexistent'), direct,
                             parameters.get('benchmark_file', '/nonexistent')))


def _selftest_code(parameters, what, iface, abort=False):
    path = parameters.get('calls_log')
    if abort:
        log = '' if not path else "open(%r, 'a').write('%s.SmartSelftestAbort\\n'); " % (path, what)
        return log + ("self.Set(%r, 'SmartSelftestStatus', 'aborted'); "
                      "self.Set(%r, 'SmartSelftestPercentRemaining', dbus.Int32(-1))" % (iface, iface))
    log = '' if not path else "open(%r, 'a').write('%s.SmartSelftestStart:' + args[0] + '\\n'); " % (path, what)
    return log + ("self.Set(%r, 'SmartSelftestStatus', 'inprogress'); "
                  "self.Set(%r, 'SmartSelftestPercentRemaining', dbus.Int32(90))" % (iface, iface))


def _add_block(mock, parameters, name, drive):
    path = BLOCKS + name
    mock.AddObject(path, 'org.freedesktop.UDisks2.Block', {
        'Device': dbus.ByteArray(b'/dev/' + name.encode() + b'\0'), 'Drive': dbus.ObjectPath(drive),
    }, [])
    obj = mockobject.objects[path]
    if parameters.get('benchmark', 'read-only') != 'absent':
        obj.AddMethods('org.freedesktop.UDisks2.Block', [
            ('OpenForBenchmark', 'a{sv}', 'h', _benchmark_code(parameters)),
        ])


def load(mock, parameters):
    mock.AddProperties(MAIN_IFACE, {'Version': '2.10.1' if parameters.get('nvme_controller') else '2.9.4'})

    ata_drive = DRIVES + 'ST2000DM008_2FR102_ZFL0ABCD'
    mock.AddObject(ata_drive, 'org.freedesktop.UDisks2.Drive', {
        'Model': 'ST2000DM008-2FR102', 'Serial': 'ZFL0ABCD', 'Revision': '0001',
        'Size': dbus.UInt64(2_000_398_934_016), 'RotationRate': dbus.Int32(7200),
    }, [])
    obj = mockobject.objects[ata_drive]
    obj.AddProperties('org.freedesktop.UDisks2.Drive.Ata', {
        'SmartSupported': True, 'SmartEnabled': True, 'SmartUpdated': dbus.UInt64(1_700_000_000),
        'SmartFailing': False, 'SmartPowerOnSeconds': dbus.UInt64(17_712 * 3600),
        'SmartTemperature': dbus.Double(308.15), 'SmartNumAttributesFailing': dbus.Int32(0),
        'SmartNumAttributesFailedInThePast': dbus.Int32(0), 'SmartNumBadSectors': dbus.Int64(18),
        'SmartSelftestStatus': 'success', 'SmartSelftestPercentRemaining': dbus.Int32(-1),
    })
    obj.AddMethods('org.freedesktop.UDisks2.Drive.Ata', [
        ('SmartUpdate', 'a{sv}', '', _log(parameters, 'Ata.SmartUpdate')),
        ('SmartGetAttributes', 'a{sv}', 'a(ysqiiixia{sv})', _attrs_code(parameters)),
        # udisks' self-test calls: logged with the test's type, and the
        # properties then say a test is running (90 % left) or was aborted.
        ('SmartSelftestStart', 'sa{sv}', '', _selftest_code(parameters, 'Ata', 'org.freedesktop.UDisks2.Drive.Ata')),
        ('SmartSelftestAbort', 'a{sv}', '', _selftest_code(parameters, 'Ata', 'org.freedesktop.UDisks2.Drive.Ata',
                                                            abort=True)),
    ])
    _add_block(mock, parameters, 'sda', ata_drive)

    nvme_drive = DRIVES + 'Samsung_SSD_980_PRO_1TB_S5GXNF0R123456A'
    mock.AddObject(nvme_drive, 'org.freedesktop.UDisks2.Drive', {
        'Model': 'Samsung SSD 980 PRO 1TB', 'Serial': 'S5GXNF0R123456A', 'Revision': '5B2QGXA7',
        'Size': dbus.UInt64(1_000_204_886_016), 'RotationRate': dbus.Int32(0),
    }, [])
    if parameters.get('nvme_controller'):
        obj = mockobject.objects[nvme_drive]
        obj.AddProperties('org.freedesktop.UDisks2.NVMe.Controller', {
            'State': 'live', 'ControllerID': dbus.UInt16(1), 'SmartUpdated': dbus.UInt64(1_700_000_000),
            'SmartCriticalWarning': dbus.Array(['degraded'], signature='s'),
            'SmartPowerOnHours': dbus.UInt64(23_456), 'SmartTemperature': dbus.UInt16(301),
            'SmartSelftestStatus': 'success', 'SmartSelftestPercentRemaining': dbus.Int32(-1),
        })
        obj.AddMethods('org.freedesktop.UDisks2.NVMe.Controller', [
            ('SmartUpdate', 'a{sv}', '', _log(parameters, 'NVMe.SmartUpdate')),
            ('SmartSelftestStart', 'sa{sv}', '',
             _selftest_code(parameters, 'NVMe', 'org.freedesktop.UDisks2.NVMe.Controller')),
            ('SmartSelftestAbort', 'a{sv}', '',
             _selftest_code(parameters, 'NVMe', 'org.freedesktop.UDisks2.NVMe.Controller', abort=True)),
            ('SmartGetAttributes', 'a{sv}', 'a{sv}', _log(parameters, 'NVMe.SmartGetAttributes') +
             "ret = dbus.Dictionary({'avail_spare': dbus.Byte(100), 'spare_thresh': dbus.Byte(10), "
             "'percent_used': dbus.Byte(100), 'total_data_read': dbus.UInt64(45_000_000 * 512_000), "
             "'total_data_written': dbus.UInt64(30_000_000 * 512_000), 'ctrl_busy_time': dbus.UInt64(1234), "
             "'power_cycles': dbus.UInt64(512), 'unsafe_shutdowns': dbus.UInt64(23), "
             "'media_errors': dbus.UInt64(0), 'num_err_log_entries': dbus.UInt64(1040), "
             "'temp_sensors': dbus.Array([dbus.UInt16(301), dbus.UInt16(310)], signature='q'), "
             "'wctemp': dbus.UInt16(355), 'cctemp': dbus.UInt16(358), "
             "'warning_temp_time': dbus.UInt32(0), 'critical_temp_time': dbus.UInt32(0)}, signature='sv')"),
        ])
    _add_block(mock, parameters, 'nvme0n1', nvme_drive)
    for name in parameters.get('extra_blocks', []):
        if name not in ('sda', 'nvme0n1'):
            _add_block(mock, parameters, name, '/')

