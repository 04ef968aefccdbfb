// A TCP proxy that behaves like a network link, for `npm run bench:upload`: every byte crosses a
// shared line of the given bandwidth in each direction (all connections queue on it, as on a real
// uplink) and arrives one-way-latency later. Runs in its own process so that its timers do not
// compete with the client or the server. argv: target origin, Mbit/s, round-trip ms.
import net from 'node:net';

const [target, mbit, rttMs] = process.argv.slice(2);
const { hostname, port } = new URL(target);
const bytesPerMs = (Number(mbit) * 1_000_000) / 8 / 1000;
const oneWay = Number(rttMs) / 2;

/**
 * One direction of the link: pieces queue on a line of fixed bandwidth, then take the propagation
 * delay; one queue delivers them strictly in order (timers alone could reorder pieces).
 */
function line() {
  let free = 0;
  const queue = [];
  let timer = null;
  const pump = () => {
    timer = null;
    const now = performance.now();
    while (queue.length && queue[0].at <= now) {
      const { dst, piece } = queue.shift();
      if (piece) dst.write(piece);
      else dst.end();
    }
    if (queue.length) timer = setTimeout(pump, Math.max(0, queue[0].at - now));
  };
  const send = (dst, piece, at) => {
    queue.push({ dst, piece, at });
    if (!timer) timer = setTimeout(pump, Math.max(0, at - performance.now()));
  };
  return (src, dst) => {
    src.on('data', (piece) => {
      const now = performance.now();
      free = Math.max(free, now) + piece.length / bytesPerMs;
      send(dst, piece, free + oneWay);
      // Hold the sender back while more than 50 ms of data waits on the line (TCP's window would).
      if (free - now > 50) {
        src.pause();
        setTimeout(() => src.resume(), free - now - 50);
      }
    });
    src.on('end', () => send(dst, null, Math.max(free, performance.now()) + oneWay));
    src.on('error', () => dst.destroy());
  };
}
const up = line();
const down = line();

const proxy = net.createServer((client) => {
  const server = net.connect(Number(port), hostname);
  up(client, server);
  down(server, client);
  server.on('error', () => client.destroy());
});
proxy.listen(0, '127.0.0.1', () => process.send(`http://127.0.0.1:${proxy.address().port}`));
process.on('disconnect', () => process.exit(0));
