#!/usr/bin/env node
// Lets the Chroma binding load on a glibc older than the one it was linked against, when (and only
// when) every symbol that needs a missing GLIBC version is an undefined WEAK symbol: such a symbol
// resolves to null if absent, and the library checks for that at run time. Marking the version need
// as weak (VER_FLG_WEAK in .gnu.version_r) makes the loader accept the missing version. A strong
// symbol needing a missing version would crash at first use, so then we refuse and change nothing.
//
// usage: node patch-glibc.js FILE.node HOST_GLIBC_VERSION      (e.g. 2.36)
// exit 0: patched or nothing to do; exit 1: refused or not a 64-bit little-endian ELF.
'use strict';
const fs = require('fs');

const [file, hostVersion] = process.argv.slice(2);
if (!file || !/^\d+\.\d+$/.test(hostVersion || '')) {
  fail('usage: patch-glibc.js FILE HOST_GLIBC_VERSION');
}

const SHT_DYNSYM = 11;
const SHT_GNU_VERNEED = 0x6ffffffe;
const SHT_GNU_VERSYM = 0x6fffffff;
const VER_FLG_WEAK = 0x2;
const STB_WEAK = 2;

const buf = fs.readFileSync(file);
if (buf.readUInt32BE(0) !== 0x7f454c46 || buf[4] !== 2 || buf[5] !== 1) {
  fail(`${file}: not a 64-bit little-endian ELF file`);
}

const sections = readSections(buf);
const verneed = sections.find((s) => s.type === SHT_GNU_VERNEED);
const versym = sections.find((s) => s.type === SHT_GNU_VERSYM);
const dynsym = sections.find((s) => s.type === SHT_DYNSYM);
if (!verneed || !versym || !dynsym) process.exit(0); // nothing versioned: nothing to patch
const dynstr = sections[verneed.link];

const symbolsByVersion = indexSymbols();
const toPatch = [];
const refused = [];
for (const aux of versionNeeds()) {
  if (!aux.name.startsWith('GLIBC_') || !newerThanHost(aux.name.slice(6))) continue;
  if (aux.flags & VER_FLG_WEAK) continue; // already patched
  const users = symbolsByVersion.get(aux.index) || [];
  const strong = users.filter((s) => !(s.undefined && s.binding === STB_WEAK));
  if (strong.length > 0) {
    refused.push(`${aux.name} is needed by strong symbol(s) ${strong.map((s) => s.name).join(', ')}`);
  } else {
    toPatch.push({ aux, users });
  }
}
if (refused.length > 0) {
  fail(`refusing to patch ${file} for glibc ${hostVersion}: ${refused.join('; ')}`);
}
if (toPatch.length === 0) process.exit(0);

for (const { aux } of toPatch) buf.writeUInt16LE(aux.flags | VER_FLG_WEAK, aux.offset + 4);
const tmp = `${file}.patching`;
fs.writeFileSync(tmp, buf);
fs.renameSync(tmp, file); // atomic: an interrupted run never leaves a half-written library
for (const { aux, users } of toPatch) {
  console.log(`chroma: marked ${aux.name} weak (used only by weak ${users.map((s) => s.name).join(', ')})`);
}

function readSections(b) {
  const shoff = Number(b.readBigUInt64LE(0x28));
  const shentsize = b.readUInt16LE(0x3a);
  const shnum = b.readUInt16LE(0x3c);
  const list = [];
  for (let i = 0; i < shnum; i++) {
    const at = shoff + i * shentsize;
    list.push({
      type: b.readUInt32LE(at + 4),
      offset: Number(b.readBigUInt64LE(at + 24)),
      size: Number(b.readBigUInt64LE(at + 32)),
      link: b.readUInt32LE(at + 40),
      info: b.readUInt32LE(at + 44),
    });
  }
  return list;
}

function str(offset) {
  const start = dynstr.offset + offset;
  return buf.toString('latin1', start, buf.indexOf(0, start));
}

// Every Vernaux entry of .gnu.version_r: version name, flags, the index symbols refer to it by.
function versionNeeds() {
  const out = [];
  let vn = verneed.offset;
  for (let i = 0; i < verneed.info; i++) {
    const cnt = buf.readUInt16LE(vn + 2);
    let aux = vn + buf.readUInt32LE(vn + 8);
    for (let j = 0; j < cnt; j++) {
      out.push({
        offset: aux,
        flags: buf.readUInt16LE(aux + 4),
        index: buf.readUInt16LE(aux + 6),
        name: str(buf.readUInt32LE(aux + 8)),
      });
      aux += buf.readUInt32LE(aux + 12);
    }
    const next = buf.readUInt32LE(vn + 12);
    if (next === 0) break;
    vn += next;
  }
  return out;
}

// Dynamic symbols grouped by the version index in .gnu.version.
function indexSymbols() {
  const names = sections[dynsym.link];
  const count = dynsym.size / 24;
  const map = new Map();
  for (let i = 1; i < count; i++) {
    const at = dynsym.offset + i * 24;
    const version = buf.readUInt16LE(versym.offset + i * 2) & 0x7fff;
    const nameAt = names.offset + buf.readUInt32LE(at);
    const symbol = {
      name: buf.toString('latin1', nameAt, buf.indexOf(0, nameAt)),
      binding: buf[at + 4] >> 4,
      undefined: buf.readUInt16LE(at + 6) === 0,
    };
    if (!map.has(version)) map.set(version, []);
    map.get(version).push(symbol);
  }
  return map;
}

function newerThanHost(version) {
  const [a, b] = version.split('.').map(Number);
  const [x, y] = hostVersion.split('.').map(Number);
  return a > x || (a === x && (b || 0) > y);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
