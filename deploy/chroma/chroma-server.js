#!/usr/bin/env node
// Runs the Chroma 1.x server in this process through the npm binding's cli().
// The stock `chroma run` launcher spins at 100% CPU on SIGTERM and ignores SIGINT, so this script
// owns the signals: either one ends the process at once (Chroma persists each write as it happens).
//
// usage: node chroma-server.js --binding FILE.node --path DIR [--host 127.0.0.1] [--port 8000]
'use strict';

const args = { host: '127.0.0.1', port: '8000' };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const key = argv[i].replace(/^--/, '');
  if (!['binding', 'path', 'host', 'port'].includes(key) || argv[i + 1] === undefined) {
    console.error(`chroma-server: unknown or incomplete option ${argv[i]}`);
    process.exit(2);
  }
  args[key] = argv[i + 1];
}
if (!args.binding || !args.path) {
  console.error('usage: chroma-server.js --binding FILE.node --path DIR [--host H] [--port P]');
  process.exit(2);
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => process.exit(0));
}

const { cli } = require(args.binding);
Promise.resolve(cli(['chroma', 'run', '--path', args.path, '--host', args.host, '--port', String(args.port)]))
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(`chroma-server: ${error && error.message ? error.message : error}`);
    process.exit(1);
  });
