// The run's S3-compatible store: s3rver (the S3 protocol, signatures checked with its fixed
// S3RVER keys) on loopback with the bucket `school`, its objects in the folder given.
//   node scripts/prod/s3-server.mjs <folder> <port>
import { createRequire } from 'node:module';

const S3rver = createRequire(import.meta.url)('s3rver');
const [directory, port] = process.argv.slice(2);
if (!directory || !port) throw new Error('usage: s3-server.mjs <folder> <port>');
const server = new S3rver({ port: Number(port), address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'school' }] });
await server.run();
console.log(`s3rver on 127.0.0.1:${port}, objects in ${directory}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
