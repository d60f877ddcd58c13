import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProcessGroups } from './processes.ts';

/** Where Debian's at-spi2-core puts the accessibility bus's D-Bus service. */
const A11Y_BUS_SERVICE = '/usr/share/dbus-1/services/org.a11y.Bus.service';

/**
 * A session bus of the test's own, whose only activatable service is the accessibility bus (at-spi): no portals,
 * dconf or speech-dispatcher are started behind the test's back, and none of the machine's other sessions is reached.
 */
function sessionBusConfig(serviceDir: string, socketDir: string): string {
  return `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:dir=${socketDir}</listen>
  <auth>EXTERNAL</auth>
  <servicedir>${serviceDir}</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;
}

/**
 * Starts the private session bus (its configuration and socket under `dir`) with the environment given (the
 * activated accessibility bus inherits it, its display among it), and returns its address.
 */
export async function startSessionBus(
  processes: ProcessGroups,
  dir: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 20_000,
): Promise<string> {
  const services = join(dir, 'services');
  await mkdir(services, { recursive: true });
  await copyFile(A11Y_BUS_SERVICE, join(services, 'org.a11y.Bus.service'));
  const config = join(dir, 'session.conf');
  await writeFile(config, sessionBusConfig(services, dir));
  const child = processes.start(
    'dbus-daemon',
    'dbus-daemon',
    ['--nofork', '--nopidfile', '--print-address=1', `--config-file=${config}`],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
      env,
    },
  );
  const { stdout } = child;
  if (stdout === null) throw new Error('dbus-daemon: no output');
  return new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('dbus-daemon did not say its address in time')), timeoutMs);
    stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(text.trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dbus-daemon ended before it listened (exit ${String(code)})`));
    });
  });
}
