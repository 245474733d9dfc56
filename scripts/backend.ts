/** `npm run backend`: the embedded backend serving this project on its own port, like `supabase start`. */
import { runBackend } from '@conectacargas/local-supabase/cli';
import { demoLogins, project } from '../supabase/project.ts';

runBackend({ project, demo: demoLogins });
