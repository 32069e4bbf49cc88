import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { OpsRefusal } from './archive';
import { runBackup } from './backup';
import { runRestore } from './restore';

/** `npm run backup -- FILE` and `npm run restore -- FILE` (docs/backup.md), with the server's environment. */
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(`Usage: npm run ${command === 'restore' ? 'restore' : 'backup'} -- FILE.tar.gz`);
    process.exit(2);
  }
  const config = loadConfig();
  const say = (line: string) => console.log(`${command}: ${line}`);
  if (command === 'backup') {
    const manifest = await runBackup(config, path.resolve(file), say);
    // Not fatal: the archive is consistent; the operator should know what it lacks.
    if (manifest.missingFiles.length)
      console.warn(`backup: ${manifest.missingFiles.length} file(s) were missing`);
  } else {
    const { triggersOff } = await runRestore(config, path.resolve(file), say);
    say(`triggers were off during the load via ${triggersOff}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof OpsRefusal) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
