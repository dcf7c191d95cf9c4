import { type ParseArgsConfig, parseArgs } from 'node:util';

/**
 * A command's arguments, read by node:util's parseArgs, strictly: an unknown option, an option without its value or
 * an argument the command takes no place for ends it with the usage and exit code 2, before it touches anything.
 */
export function commandLine<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_')) usageError(error.message, usage);
    throw error;
  }
}

/** Ends a command called wrongly: what is wrong and the usage on stderr, exit code 2 (a usage error, as for getopt's tools). */
export function usageError(problem: string, usage: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}
