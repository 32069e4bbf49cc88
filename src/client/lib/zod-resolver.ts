import { config } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

// Zod 4 probes `new Function` to decide whether to compile its parsers; under our Content
// Security Policy (no unsafe-eval) that probe is logged as a CSP violation. Forms are small:
// interpreted parsing is fast enough, and the console stays clean.
config({ jitless: true });

export { zodResolver };
