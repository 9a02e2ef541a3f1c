import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { tempDir, TempDir } from '@mise/platform-testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { inlineScriptHashes, serveWebApp } from './web-app';

@Module({})
class EmptyModule {}

const INLINE = "document.documentElement.classList.add('js')";

describe('serving the built web app', () => {
  const script = 'console.log("mise");\n'.repeat(100);
  const loginPage = `<!doctype html><title>Mise</title><script>${INLINE}</script><h1>Create your account</h1>`;
  let dir: TempDir;
  let app: NestExpressApplication;
  let http: App;

  beforeAll(async () => {
    dir = tempDir();
    mkdirSync(join(dir.path, 'assets'));
    writeFileSync(join(dir.path, 'index.html'), '<!doctype html><title>Mise</title>');
    writeFileSync(join(dir.path, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dir.path, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir.path, 'manifest.webmanifest'), '{"name":"Mise"}');
    const asset = join(dir.path, 'assets', 'index-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    writeFileSync(join(dir.path, 'assets', 'style-def456.css'), 'body{}');
    mkdirSync(join(dir.path, 'prerendered'));
    writeFileSync(join(dir.path, 'prerendered', 'login.html'), loginPage);
    writeFileSync(join(dir.path, 'prerendered', 'login.html.br'), brotliCompressSync(loginPage));
    app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    serveWebApp(app, dir.path, {
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulatorUrl: null,
    });
    await app.init();
    http = app.getHttpServer() as App;
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  const text = (res: request.Response, callback: (error: Error | null, body: string) => void) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => callback(null, body));
  };

  it('serves the brotli twin of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await request(http)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await request(http)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);

    const plain = await request(http)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(text)
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const css = await request(http).get('/assets/style-def456.css').set('Accept-Encoding', 'br').expect(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toMatch(/immutable/);
  });

  it('never caches index.html, for the root and for deep links', async () => {
    for (const path of ['/', '/recipe/12']) {
      const res = await request(http).get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<title>Mise</title>');
    }
  });

  it('answers a prerendered page with its own document, compressed and never cached', async () => {
    const res = await request(http).get('/login').set('Accept-Encoding', 'gzip, br').buffer(true).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(loginPage);
    // Other pages keep the plain shell.
    expect((await request(http).get('/privacy-policy').expect(200)).text).not.toContain(
      'Create your account',
    );
  });

  it("names the prerendered pages' inline scripts by hash for the Content Security Policy", () => {
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(inlineScriptHashes(dir.path)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(join(dir.path, 'missing'))).toEqual([]);
  });

  it('keeps unhashed files on a short cache and stays inside the assets folder', async () => {
    const icon = await request(http).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // The service worker and manifest are checked on every visit, so an update is never stuck.
    for (const path of ['/sw.js', '/manifest.webmanifest'])
      expect((await request(http).get(path).expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await request(http).get('/manifest.webmanifest')).headers['content-type']).toMatch(
      /application\/manifest\+json/,
    );
    const escape = await request(http).get('/assets/..%2Findex.html').set('Accept-Encoding', 'br');
    expect(escape.headers['content-encoding']).toBeUndefined();
  });
});
