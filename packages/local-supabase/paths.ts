import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder (bootstrap.sql, the PGlite worker). */
export const PACKAGE_DIR = path.dirname(fileURLToPath(import.meta.url));
