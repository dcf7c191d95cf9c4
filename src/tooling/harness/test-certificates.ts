// A throwaway certificate authority and a server certificate for one IP address, made with openssl at run
// time (no key is ever committed): HTTPS on a loopback address for the Observatory script and the deployment
// rehearsal, and a certificate in place of certbot's for nginx -t in deploy-files.test.ts.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TestCertificates = { caCert: string; key: string; cert: string };

export async function makeTestCertificates(dir: string, ip: string): Promise<TestCertificates> {
  const p = (name: string) => path.join(dir, name);
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Fruit site test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout',
    p('ca.key'),
    '-out',
    p('ca.crt'),
  ]);
  await run('openssl', ['req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${ip}`, '-keyout', p('server.key'), '-out', p('server.csr')]);
  await writeFile(
    p('server.ext'),
    `subjectAltName=IP:${ip}\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    p('server.csr'),
    '-CA',
    p('ca.crt'),
    '-CAkey',
    p('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-sha256',
    '-extfile',
    p('server.ext'),
    '-out',
    p('server.crt'),
  ]);
  return { caCert: p('ca.crt'), key: p('server.key'), cert: p('server.crt') };
}
