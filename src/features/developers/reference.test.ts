import { openApiDocument } from '@/server/http/openapi/document';
import { type OpenApiLike, referenceOf } from './reference';

const routes = referenceOf(openApiDocument() as unknown as OpenApiLike);
const route = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)!;

describe("the developers' reference", () => {
  it('lists every operation of the document once', () => {
    const doc = openApiDocument();
    const operations = Object.values(doc.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(routes).toHaveLength(operations);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });

  it("shows a create's fields, answer and errors, with examples that send an API key and an Idempotency-Key", () => {
    const create = route('POST', '/api/v1/video/create');
    const operationType = create.inputs.find((f) => f.name === 'operationType');
    expect(operationType).toMatchObject({ required: true, where: 'body' });
    // A video's modes and a story's: the create body is either shape.
    expect(operationType?.type).toMatch(/^"generate" \| .* \| "story"$/);
    expect(create.inputs).toContainEqual({
      name: 'shots',
      type: expect.stringMatching(/\[\]$/),
      required: false,
      where: 'body',
    });
    expect(create.inputs.find((f) => f.name === 'Idempotency-Key')?.where).toBe('header');
    expect(create.dataFields).toEqual([{ name: 'recordId', type: 'string', required: true }]);
    expect(create.errors).toEqual(expect.arrayContaining([430, 450, 460]));
    expect(create.curl).toContain('curl -X POST "$VIDLOOM_URL/api/v1/video/create"');
    expect(create.curl).toContain('-H "Authorization: Bearer $VIDLOOM_API_KEY"');
    expect(create.curl).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(JSON.parse(/-d '(.*)'$/m.exec(create.curl)![1]!)).toMatchObject({ operationType: 'generate' });
    expect(create.js).toContain("'Idempotency-Key': crypto.randomUUID()");
    expect(create.js).toContain('const { code, msg, data } = await res.json();');
  });

  it('writes path parameters, multipart uploads and session-only routes as a caller must send them', () => {
    const detail = route('GET', '/api/v1/video/detail/{id}');
    expect(detail.curl).toContain('"$VIDLOOM_URL/api/v1/video/detail/$ID"');
    expect(detail.js).toContain(`\`\${process.env.VIDLOOM_URL}/api/v1/video/detail/\${id}\``);
    expect(detail.dataType).toBe('Record');
    expect(route('POST', '/api/v1/upload').curl).toContain('-F file=@picture.png');
    const userInfo = route('GET', '/api/auth/user-info');
    expect(userInfo.auth).toEqual(['session']);
    expect(userInfo.curl).toContain('Bearer $VIDLOOM_TOKEN');
    expect(route('GET', '/api/v1/video/events').stream).toBe(true);
    expect(route('POST', '/api/auth/reset-password').dataType).toBe('null');
  });
});
