/** The baseline: a bare Fastify server answering a small JSON, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ data: 'hello' }));
app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' }).then((addr) => console.log(`listening ${addr}`));
