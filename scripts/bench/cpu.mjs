// CPU time of the processes serving the load, read from the kernel's counters (/proc/<pid>/stat utime + stime).
import { readFileSync } from 'node:fs';

// USER_HZ: the kernel reports utime and stime in these ticks, 100 per second on every Linux build we run on.
const ticksPerSecond = 100;

/** CPU milliseconds (user + system) the process has used so far, or 0 once it is gone. */
export function processCpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The PostgreSQL backends serving one database (the app's pool), by process id. */
export async function postgresBackendPids(adminClient, database) {
  const { rows } = await adminClient.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
    [database],
  );
  return rows.map((row) => row.pid);
}

/** CPU milliseconds used between two readings by processes present in both (a pool keeps its backends). */
export function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) if (before.has(pid)) total += ms - before.get(pid);
  return total;
}

export const readCpu = (pids) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
