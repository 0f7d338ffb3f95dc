/** `--name value` and `--flag` options of a script's command line. */
export function readArgs(argv: string[] = process.argv.slice(2)): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) options.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      options.set(name, next);
      index += 1;
    } else options.set(name, 'true');
  }
  return options;
}

export function numberOption(options: Map<string, string>, name: string, fallback: number): number {
  const raw = options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got '${raw}'`);
  return value;
}

/** `--name a|b`: one of the choices (the first by default). */
export function choiceOption<T extends string>(options: Map<string, string>, name: string, choices: readonly [T, ...T[]]): T {
  const raw = options.get(name) ?? choices[0];
  if (!(choices as readonly string[]).includes(raw)) throw new Error(`--${name} must be one of ${choices.join(', ')}, got '${raw}'`);
  return raw as T;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
