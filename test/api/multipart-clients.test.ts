import assert from 'node:assert/strict';
import { solidPng } from '../fakes/images';
import { postForm } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

/**
 * Every multipart route, sent the bytes each common client writes (RFC 7578 forms as they come off the wire), so a
 * form that works from a browser also works from curl, .NET, Java and a generated Python client.
 */
interface TextPart {
  name: string;
  value: string;
  /** The part's Content-Type, when the client writes one for text. */
  type?: string;
}

interface FilePart {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

interface ClientStyle {
  title: string;
  boundary: string;
  textPart(part: TextPart): string;
  filePart(part: FilePart): string;
  /** How this client types a JSON field, when it sends one. */
  jsonType?: string;
}

/** Header lines of one part, as the client writes them. */
const lines = (...headers: string[]) => `${headers.join('\r\n')}\r\n\r\n`;

const STYLES: ClientStyle[] = [
  {
    // Chromium's FormData: quoted names, no Content-Type on text, the file's type from its Blob.
    title: 'a browser (FormData)',
    boundary: '----WebKitFormBoundaryx7Ks9d2mQp4Lr8Ty',
    textPart: (part) => lines(`Content-Disposition: form-data; name="${part.name}"`),
    filePart: (part) => lines(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`, `Content-Type: ${part.type}`),
  },
  {
    // curl -F "name=Pip;type=text/plain" -F "image=@pip.png;type=image/png"
    title: 'curl -F with ;type=text/plain',
    boundary: '------------------------d74496d66958873e',
    textPart: (part) => lines(`Content-Disposition: form-data; name="${part.name}"`, `Content-Type: ${part.type ?? 'text/plain'}`),
    filePart: (part) => lines(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`, `Content-Type: ${part.type}`),
    jsonType: 'application/json',
  },
  {
    // .NET MultipartFormDataContent with StringContent and ByteArrayContent: unquoted tokens, charset on text,
    // and an RFC 5987 filename* beside the plain filename.
    title: '.NET (StringContent, ByteArrayContent)',
    boundary: 'f2a6c1b7-3d4e-4b8a-9e0f-5a1b2c3d4e5f',
    textPart: (part) => lines(`Content-Type: ${part.type ?? 'text/plain; charset=utf-8'}`, `Content-Disposition: form-data; name=${part.name}`),
    filePart: (part) => lines(`Content-Type: ${part.type}`, `Content-Disposition: form-data; name=${part.name}; filename=${part.filename}; filename*=utf-8''${part.filename}`),
    jsonType: 'application/json; charset=utf-8',
  },
  {
    // Spring's MultipartBodyBuilder: text/plain;charset=UTF-8 and a Content-Length on every part.
    title: "Java (Spring's MultipartBodyBuilder)",
    boundary: 'XkB5qu0Vr2d8jQmWv3sT9nLcP1yHgZ',
    textPart: (part) =>
      lines(`Content-Disposition: form-data; name="${part.name}"`, `Content-Type: ${part.type ?? 'text/plain;charset=UTF-8'}`, `Content-Length: ${Buffer.byteLength(part.value)}`),
    filePart: (part) =>
      lines(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`, `Content-Type: ${part.type}`, `Content-Length: ${part.bytes.length}`),
    jsonType: 'application/json',
  },
  {
    // openapi-python-client's generated models, sent by httpx: every text field as (None, value, "text/plain").
    title: 'openapi-python-client (httpx)',
    boundary: '5d4ba1c3d8b94b6e8f1f0a7c2e6d9b30',
    textPart: (part) => lines(`Content-Disposition: form-data; name="${part.name}"`, `Content-Type: ${part.type ?? 'text/plain'}`),
    filePart: (part) => lines(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`, `Content-Type: ${part.type}`),
    jsonType: 'application/json',
  },
];

function body(style: ClientStyle, texts: TextPart[], files: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of texts) chunks.push(Buffer.from(`--${style.boundary}\r\n${style.textPart(part)}${part.value}\r\n`));
  for (const part of files) chunks.push(Buffer.from(`--${style.boundary}\r\n${style.filePart(part)}`), part.bytes, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${style.boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('Multipart forms as clients send them, on every multipart route', () => {
  let stack: TestStack;
  let user: TestUser;
  let png: Buffer;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack);
    png = await solidPng(64, 64, { r: 30, g: 120, b: 200 });
  });

  async function post(style: ClientStyle, path: string, texts: TextPart[], files: FilePart[] = []): Promise<{ status: number; body: any }> {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.key}`, 'content-type': `multipart/form-data; boundary=${style.boundary}` },
      body: new Uint8Array(body(style, texts, files)),
    });
    return { status: response.status, body: await response.json() };
  }

  const image = (name: string): FilePart => ({ name, filename: 'pip.png', type: 'image/png', bytes: png });

  for (const style of STYLES) {
    describe(style.title, () => {
      it('POST /api/characters: name, description and style notes as fields (non-ASCII kept), the photo as a file', async () => {
        const res = await post(style, '/api/characters', [
          { name: 'name', value: 'Zoë' },
          { name: 'description', value: 'A small fox with orange fur and a green scarf — very brave' },
          { name: 'style_notes', value: 'soft watercolour' },
        ], [image('image')]);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.name, 'Zoë');
        assert.equal(res.body.description, 'A small fox with orange fur and a green scarf — very brave');
        assert.equal(res.body.style_notes, 'soft watercolour');
        assert.equal(res.body.face_mode, 'illustrated', 'the photo arrived and was looked at');
      });

      it('POST /api/brand-kits: the palette as a JSON field, the logo as a file', async () => {
        const palette = JSON.stringify([{ name: 'Sky', hex: '#3A7BD5' }]);
        const res = await post(style, '/api/brand-kits', [
          { name: 'name', value: 'Acme' },
          { name: 'palette', value: palette, type: style.jsonType },
          { name: 'brand_voice', value: 'warm' },
        ], [image('logo')]);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.deepEqual(res.body.palette, [{ name: 'Sky', hex: '#3A7BD5' }]);
        assert.ok(res.body.logo_image_url, 'the logo was stored');
      });

      it('POST /api/brand-kits/{id}/assets: kind and label as fields, the image as a file', async () => {
        const kit = await postForm(stack.baseUrl, '/api/brand-kits', user.key, { name: 'Kit' });
        assert.equal(kit.status, 201, JSON.stringify(kit.body));
        const res = await post(style, `/api/brand-kits/${kit.body.id}/assets`, [
          { name: 'kind', value: 'product' },
          { name: 'label', value: 'Mug' },
        ], [image('image')]);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.deepEqual([res.body.kind, res.body.label], ['product', 'Mug']);
      });

      it('a text field sent as a file, or a file field sent as text, is a 400 naming the field', async () => {
        const asFile = await post(style, '/api/characters', [{ name: 'description', value: 'A fox' }], [{ name: 'name', filename: 'name.txt', type: 'text/plain', bytes: Buffer.from('Pip') }]);
        assert.equal(asFile.status, 400);
        assert.match(asFile.body.error, /^name: is a text field but was sent as a file/);
        const asText = await post(style, '/api/characters', [{ name: 'name', value: 'Pip' }, { name: 'description', value: 'A fox' }, { name: 'image', value: 'pip.png' }]);
        assert.equal(asText.status, 400);
        assert.match(asText.body.error, /^image: must be a file: send it as a part with a filename/);
      });
    });
  }

  it('a text part in a charset the API does not read is a 400 naming it; Latin-1 is read as Latin-1', async () => {
    const style = STYLES[1];
    const refused = await post(style, '/api/characters', [{ name: 'name', value: 'Pip', type: 'text/plain; charset=shift_jis' }, { name: 'description', value: 'A fox' }]);
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /name: charset shift_jis is not supported; send UTF-8/);
    const latin1 = Buffer.concat([
      Buffer.from(`--${style.boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: text/plain; charset=ISO-8859-1\r\n\r\n`),
      Buffer.from('Zoë', 'latin1'),
      Buffer.from(`\r\n--${style.boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nA fox\r\n--${style.boundary}--\r\n`),
    ]);
    const response = await fetch(`${stack.baseUrl}/api/characters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.key}`, 'content-type': `multipart/form-data; boundary=${style.boundary}` },
      body: new Uint8Array(latin1),
    });
    const created = (await response.json()) as { name: string };
    assert.equal(response.status, 201, JSON.stringify(created));
    assert.equal(created.name, 'Zoë');
  });
});
