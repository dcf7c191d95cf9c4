// Reading the deployment files as systemd does: unit settings and EnvironmentFile lines.

/** `Key=value` settings of a unit file, every section together (a key may repeat, in order). */
export function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('[')) continue;
    const eq = line.indexOf('=');
    if (eq < 1) continue;
    const key = line.slice(0, eq);
    settings.set(key, [...(settings.get(key) ?? []), line.slice(eq + 1).trim()]);
  }
  return settings;
}

/** The variables of an EnvironmentFile: `NAME=value` lines; comments and blank lines are skipped. */
export function environmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/** The variables a unit's Environment= lines set, in order (a later one wins). */
export function unitEnvironmentLines(unit: Map<string, string[]>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const assignment of unit.get('Environment') ?? []) {
    const eq = assignment.indexOf('=');
    env[assignment.slice(0, eq)] = assignment.slice(eq + 1);
  }
  return env;
}
