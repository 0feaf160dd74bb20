#!/usr/bin/env bash
# Start a one-node Slurm cluster (munged, slurmctld, slurmd) on this machine, without systemd,
# as root, from Debian's packages (slurmctld slurmd slurm-client munge). Idempotent: a cluster
# this script started and that still answers is reused. Prints the cluster's folder on success.
#
#   tests/slurm/start_cluster.sh            # start (or reuse) it
#   tests/slurm/start_cluster.sh --stop     # stop the daemons it started (by their pid files)
#
# Folder: $AGON_SLURM_DIR (default /tmp/agon-slurm): slurm.conf, state, spool, logs, pid files.
# The node is this host (hostname -s) with all its CPUs; one partition `debug`; no accounting
# (finished jobs stay visible in `scontrol show job` for MinJobAge=7200 s); KillWait=30 (Slurm's
# default: SIGTERM, then SIGKILL 30 s later).
set -euo pipefail
D=${AGON_SLURM_DIR:-/tmp/agon-slurm}
CONF=/etc/slurm/slurm.conf

stop() {
    for f in slurmd slurmctld munged; do
        if [ -f "$D/run/$f.pid" ]; then kill "$(cat "$D/run/$f.pid")" 2>/dev/null || true; rm -f "$D/run/$f.pid"; fi
    done
}
if [ "${1:-}" = --stop ]; then stop; exit 0; fi

for b in /usr/sbin/slurmctld /usr/sbin/slurmd /usr/sbin/munged /usr/bin/sbatch; do
    [ -x "$b" ] || { echo "start_cluster: $b missing: apt-get install -y slurmctld slurmd slurm-client munge" >&2; exit 3; }
done
[ "$(id -u)" = 0 ] || { echo "start_cluster: must run as root (the daemons run as root here)" >&2; exit 3; }

if timeout 10 sinfo -h -o %T 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then
    echo "$D"; exit 0   # already up
fi
stop
mkdir -p "$D"/{state,spool,log,run} /etc/slurm

# munge: /run/munge does not exist without systemd's tmpfiles; a key if the package made none.
mkdir -p /run/munge /var/log/munge /var/lib/munge /etc/munge
chown munge:munge /run/munge /var/log/munge /var/lib/munge /etc/munge 2>/dev/null || true
if [ ! -s /etc/munge/munge.key ]; then
    mungekey --create --force --keyfile /etc/munge/munge.key 2>/dev/null \
        || dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
fi
chown munge:munge /etc/munge/munge.key; chmod 400 /etc/munge/munge.key
if ! munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
    runuser -u munge -- /usr/sbin/munged --pid-file=/run/munge/munged.pid --force
    cp /run/munge/munged.pid "$D/run/munged.pid" 2>/dev/null || pgrep -n munged > "$D/run/munged.pid"
    for _ in $(seq 50); do munge -n 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.2; done
fi
munge -n | unmunge >/dev/null || { echo "start_cluster: munged does not answer" >&2; exit 1; }

HOST=$(hostname -s)
CPUS=$(nproc --all)
MEM=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 * 9 / 10 ))
cat > "$D/slurm.conf" <<CONF_EOF
ClusterName=agontest
SlurmctldHost=$HOST
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
StateSaveLocation=$D/state
SlurmdSpoolDir=$D/spool
SlurmctldPidFile=$D/run/slurmctld.pid
SlurmdPidFile=$D/run/slurmd.pid
SlurmctldLogFile=$D/log/slurmctld.log
SlurmdLogFile=$D/log/slurmd.log
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/filetxt
JobCompLoc=$D/log/jobcomp.log
MinJobAge=7200
KillWait=30
SchedulerParameters=batch_sched_delay=0
DefMemPerCPU=1024
NodeName=$HOST CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF_EOF
ln -sf "$D/slurm.conf" "$CONF"   # Debian's default path: daemons and clients need no SLURM_CONF

/usr/sbin/slurmctld -i
/usr/sbin/slurmd
for _ in $(seq 100); do
    if timeout 5 sinfo -h -o %T 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then echo "$D"; exit 0; fi
    sleep 0.3
done
echo "start_cluster: the node did not come up; see $D/log/slurmctld.log and $D/log/slurmd.log" >&2
sinfo >&2 || true
exit 1
