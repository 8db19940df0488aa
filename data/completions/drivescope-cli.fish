# fish completion for drivescope-cli: commands, the options of each command
# (read from its --help), drive names from this machine, run ids and "last"
# from the history, and fixed option values.
#
# SPDX-License-Identifier: GPL-3.0-or-later

function __drivescope_cli_command
    set -l words (commandline -opc)
    for w in $words[2..-1]
        if not string match -q -- '-*' $w
            echo $w
            return 0
        end
    end
    return 1
end

function __drivescope_cli_db
    set -l words (commandline -opc)
    for i in (seq (count $words))
        if test "$words[$i]" = --db; and test $i -lt (count $words)
            echo --db
            echo $words[(math $i + 1)]
        end
    end
end

function __drivescope_cli_options
    set -l cmd (__drivescope_cli_command)
    # The option column of --help: "  -a, --all   …", "  --db=FILE   …".
    drivescope-cli $cmd --help 2>/dev/null | string match -r -g -- '^ +(?:-[a-zA-Z], )?--([a-zA-Z0-9-]+)'
end

function __drivescope_cli_runs
    drivescope-cli __complete runs (__drivescope_cli_db) 2>/dev/null
end

function __drivescope_cli_history_drives
    drivescope-cli __complete history-drives (__drivescope_cli_db) 2>/dev/null
end

complete -c drivescope-cli -f
complete -c drivescope-cli -n 'not __drivescope_cli_command' -a '(drivescope-cli __complete commands 2>/dev/null)'
complete -c drivescope-cli -n 'not __drivescope_cli_command' -l help -d 'Show the commands'
complete -c drivescope-cli -n 'not __drivescope_cli_command' -l version -d 'Show the version'
complete -c drivescope-cli -n '__drivescope_cli_command; and string match -q -- "-*" (commandline -ct)' -a '--(__drivescope_cli_options)'

complete -c drivescope-cli -n '__fish_seen_subcommand_from info health selftest monitor' -a '(drivescope-cli __complete drives 2>/dev/null)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from show delete label comment compare export' -a '(__drivescope_cli_runs)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from drive-set endurance' -a '(__drivescope_cli_history_drives)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from thermal-analyze import import-cdm import-fio' -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from verify; and test (count (commandline -opc)) -eq 2' -x -a '(__fish_complete_directories)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from verify' -l dir -x -a '(__fish_complete_directories)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from verify' -l data -x -a 'random compressible:0% compressible:25% compressible:50% compressible:75% compressible:100%'
complete -c drivescope-cli -n '__fish_seen_subcommand_from verify' -l engine -x -a 'auto io_uring psync'

complete -c drivescope-cli -n '__fish_seen_subcommand_from suite; and test (count (commandline -opc)) -eq 2' -a 'blocksize qd-scaling mixes rwmix cache linear surface iops-matrix wsat'
complete -c drivescope-cli -n '__fish_seen_subcommand_from suite' -l latency-limit -x -a 'mean: p99: p99.9:'
complete -c drivescope-cli -n '__fish_seen_subcommand_from suite' -l presets -x -a 'database database-32k vm vdi vod streaming fileserver webserver'
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench thermal suite' -l drive -x -a '(drivescope-cli __complete drives 2>/dev/null)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench thermal suite' -l size -x -a '(drivescope-cli __complete sizes 2>/dev/null)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from history import-cdm import-fio' -l drive -x -a '(__drivescope_cli_history_drives)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench thermal suite' -l dir -x -a '(__fish_complete_directories)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from metrics' -l textfile -x -a '(__fish_complete_directories)'
complete -c drivescope-cli -l db -r -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from health' -l save-raw -r -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from selftest' -l short -l extended -l conveyance -l abort -l status -l json
complete -c drivescope-cli -n '__fish_seen_subcommand_from monitor' -l once -l interval -r
complete -c drivescope-cli -n '__fish_seen_subcommand_from monitor' -l spare-percent -r
complete -c drivescope-cli -n '__fish_seen_subcommand_from monitor' -l life-percent -r
complete -c drivescope-cli -n '__fish_seen_subcommand_from monitor' -l temperature -r
complete -c drivescope-cli -n '__fish_seen_subcommand_from monitor' -l no-notify -l json
complete -c drivescope-cli -n '__fish_seen_subcommand_from monitor' -l state -r -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from health' -l from-file -r -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -s o -l output -r -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -s i -l input -r -F
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench' -l profile -x -a 'default nvme peak real demo'
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench' -l mode -x -a 'read write mix all'
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -l mode -x -a 'read write mix'
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench suite' -l data -x -a 'random zeros compressible:0% compressible:8% compressible:25% compressible:46% compressible:67% compressible:100%'
complete -c drivescope-cli -n '__fish_seen_subcommand_from bench suite' -l engine -x -a 'io_uring psync'
complete -c drivescope-cli -n '__fish_seen_subcommand_from thermal' -l engine -x -a 'auto io_uring psync'
complete -c drivescope-cli -n '__fish_seen_subcommand_from history' -l kind -x -a 'bench thermal suite verify imported'
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -s f -l format -x -a 'png svg pdf html md txt csv json'
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -s c -l chart -x -a 'results compare thermal trend latency suite verify'
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -l theme -x -a 'light dark'
complete -c drivescope-cli -n '__fish_seen_subcommand_from export' -l units -x -a 'mbps gbps iops us'
complete -c drivescope-cli -n '__fish_seen_subcommand_from report' -s o -l output -x -a '(__fish_complete_directories)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from report' -s f -l format -x -a 'html md pdf all'
complete -c drivescope-cli -n '__fish_seen_subcommand_from report' -l theme -x -a 'light dark'
complete -c drivescope-cli -n '__fish_seen_subcommand_from report' -l drive -x -a '(__drivescope_cli_history_drives)'
complete -c drivescope-cli -n '__fish_seen_subcommand_from report' -s r -l runs -x -a '(__drivescope_cli_runs)'
