import { config } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

// Zod 4 probes `new Function` to decide whether to compile its parsers; under our Content
// Security Policy (no unsafe-eval) that probe is logged as a CSP violation. Forms are small:
// interpreted parsing is fast enough, and the console stays clean.
// Imported by name, not as z.config: the build treats calls on `z` as pure (vite.config.ts).
config({ jitless: true });

export { zodResolver };
