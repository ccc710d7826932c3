import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The two linters integrators use on a published OpenAPI document: Spectral (`spectral:oas`, the
 * repository's .spectral.yaml) and Redocly (recommended rules, redocly.yaml). Each problem,
 * whatever its severity, as one line; both lists are empty for a clean document.
 */

const ROOT = new URL('../../../', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const run = promisify(execFile);

/** A CLI's entry script, run with this Node (no shell, no network). */
function cli(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = require(manifest).bin as Record<string, string> | string;
  return join(manifest, '..', typeof bins === 'string' ? bins : bins[bin]!);
}

export interface LintReport {
  spectral: string[];
  redocly: string[];
  redoclyTotals: { errors: number; warnings: number };
}

export async function lintOpenApi(
  document: unknown,
  dir: string,
  name = 'openapi.json',
): Promise<LintReport> {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(document));
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
  };
  /** A linter's JSON report, whatever its exit code; a linter that did not report fails here. */
  const report = async (args: string[]): Promise<unknown> => {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: ROOT,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    try {
      return JSON.parse(stdout);
    } catch {
      throw new Error(`${args[0]} gave no JSON report: ${stderr || stdout}`);
    }
  };

  // Every problem, whatever its severity (0 error, 1 warning, 2 information, 3 hint).
  const spectral = (await report([
    cli('@stoplight/spectral-cli', 'spectral'),
    'lint',
    file,
    '-r',
    join(ROOT, '.spectral.yaml'),
    '-f',
    'json',
    '-q',
    '--fail-severity',
    'hint',
  ])) as { severity: number; code: string; path: string[]; message: string }[];
  if (!Array.isArray(spectral)) throw new Error('spectral gave no list of problems');

  const redocly = (await report([
    cli('@redocly/cli', 'redocly'),
    'lint',
    file,
    '--config',
    join(ROOT, 'redocly.yaml'),
    '--format',
    'json',
    '--max-problems',
    '1000',
  ])) as {
    totals: { errors: number; warnings: number };
    problems: { severity: string; ruleId: string; message: string; location?: { pointer?: string }[] }[];
  };
  return {
    spectral: spectral.map(
      (problem) => `${problem.severity} ${problem.code} ${problem.path.join('.')}: ${problem.message}`,
    ),
    redocly: redocly.problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`,
    ),
    redoclyTotals: redocly.totals,
  };
}
