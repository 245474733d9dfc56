// @vitest-environment node
/**
 * The TypeScript projects listed in tsconfig.json split the code by where it runs: app code sees
 * the DOM and Vite's client types but never Node's; Node code sees Node's but never the DOM.
 * Checked by compiling probe files with each project's own options, as `npm run typecheck` would.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { typeScriptFilesUnder } from '@/testing/repo-files';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function project(configFile: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, configFile), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed;
}

/** Parsed library files (lib.dom.d.ts, @types/node…), shared by the probes' programs. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The type errors of `source` as if it were the file `file` (relative to the repo) of a project. */
function typeErrors(configFile: string, file: string, source: string): string[] {
  const { options } = project(configFile);
  const probe = path.join(ROOT, file);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, ...rest) => {
    if (name === probe) return ts.createSourceFile(name, source, languageVersion);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, languageVersion, ...rest));
    return parsed.get(name);
  };
  host.fileExists = (name) => name === probe || fileExists(name);
  host.readFile = (name) => (name === probe ? source : readFile(name));
  const program = ts.createProgram([probe], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

const usesNode = `
import { readFileSync } from 'node:fs';
export const fromNode = process.env.HOME ?? readFileSync('/etc/hostname', 'utf8');
`;
const usesBrowser = `
export const fromBrowser = document.title;
`;
const usesVite = `
export const fromVite = import.meta.env.VITE_SUPABASE_URL;
`;

// Each probe loads the DOM and Node typings: seconds on a busy machine.
describe('TypeScript projects', { timeout: 60_000 }, () => {
  it('app code cannot use Node: process and node:* imports fail the typecheck', () => {
    const errors = typeErrors(
      'tsconfig.app.json',
      'src/probe.ts',
      usesNode + usesBrowser + usesVite,
    );
    expect(errors).toEqual([
      expect.stringContaining("Cannot find name 'node:fs'"),
      expect.stringContaining("Cannot find name 'process'"),
    ]);
  });

  it('Edge Functions can use neither Node nor the DOM', () => {
    const errors = typeErrors(
      'tsconfig.functions.json',
      'supabase/functions/probe/handler.ts',
      usesNode + usesBrowser,
    );
    expect(errors).toEqual([
      expect.stringContaining("Cannot find name 'node:fs'"),
      expect.stringContaining("Cannot find name 'process'"),
      expect.stringContaining("Cannot find name 'document'"),
    ]);
  });

  it('the service worker has its own global scope: no DOM, no Node', () => {
    const errors = typeErrors(
      'tsconfig.sw.json',
      'src/service-worker/probe.ts',
      usesNode + usesBrowser + 'export const scope: ServiceWorkerGlobalScope | null = null;\n',
    );
    expect(errors).toEqual([
      expect.stringContaining("Cannot find name 'node:fs'"),
      expect.stringContaining("Cannot find name 'process'"),
      expect.stringContaining("Cannot find name 'document'"),
    ]);
  });

  it('Node code cannot use the DOM', () => {
    const errors = typeErrors('tsconfig.node.json', 'scripts/probe.ts', usesNode + usesBrowser);
    expect(errors).toEqual([expect.stringContaining("Cannot find name 'document'")]);
  });

  it('tests see the DOM, Node and Vitest; browser specs the DOM and Node', () => {
    const vitest = `describe('x', () => it('y', () => expect(1).toBe(1)));`;
    expect(
      typeErrors(
        'tsconfig.test.json',
        'src/probe.test.ts',
        usesNode + usesBrowser + usesVite + vitest,
      ),
    ).toEqual([]);
    expect(typeErrors('tsconfig.e2e.json', 'e2e/probe.spec.ts', usesNode + usesBrowser)).toEqual(
      [],
    );
  });

  it('puts every TypeScript file in a project, and test code outside the app', () => {
    const projects = Object.fromEntries(
      ['app', 'test', 'node', 'e2e', 'functions', 'sw'].map((name) => [
        name,
        new Set(
          project(`tsconfig.${name}.json`).fileNames.map((file) => path.relative(ROOT, file)),
        ),
      ]),
    );
    const sources = typeScriptFilesUnder(['src', 'packages', 'supabase', 'scripts', 'e2e']).concat(
      readdirSync(ROOT).filter((file) => file.endsWith('.config.ts')),
    );
    const unchecked = sources.filter(
      (file) => !Object.values(projects).some((files) => files.has(file)),
    );
    expect(unchecked).toEqual([]);

    const testCode = /\.test\.tsx?$|(^|\/)(test|testing)(\/|\.tsx?$)/;
    expect([...projects.app].filter((file) => testCode.test(file))).toEqual([]);
    // Browser code only: the app, and the bare app Lighthouse compares it with.
    expect(
      [...projects.app].filter(
        (file) => !file.startsWith('src/') && !file.startsWith('scripts/perf-floor/'),
      ),
    ).toEqual([]);
    expect(
      [...projects.test].filter((file) => file.startsWith('src/') && !testCode.test(file)),
    ).toEqual([]);
    expect([...projects.node, ...projects.e2e].filter((file) => file.startsWith('src/'))).toEqual(
      [],
    );
  });
});
