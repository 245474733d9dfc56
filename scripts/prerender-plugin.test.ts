import {
  htmlFileFor,
  inlineStylesheet,
  pageDocument,
  startScriptsAfterFirstPaint,
} from './prerender-plugin';

const shell = `<!doctype html>
<html lang="es">
  <head>
    <meta
      name="description"
      content="Descripción general"
    />
    <title>ConectaCargas</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered documents', () => {
  it('writes each page where vite preview and static hosts look for it', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/listings')).toBe('listings.html');
    expect(htmlFileFor('/shipper-signup')).toBe('shipper-signup.html');
    expect(htmlFileFor('/404')).toBe('404.html');
  });

  it("puts the page's markup, title and description into the shell, escaped", () => {
    const document = pageDocument(
      shell,
      { path: '/about', description: 'Quiénes "somos" & <qué> hacemos' },
      { html: '<main><h1>Nosotros</h1></main>', title: 'Nosotros | ConectaCargas' },
    );
    expect(document).toContain(
      '<div id="root" data-prerendered="/about"><main><h1>Nosotros</h1></main></div>',
    );
    expect(document).toContain('<title>Nosotros | ConectaCargas</title>');
    expect(document).toContain(
      '<meta name="description" content="Quiénes &quot;somos&quot; &amp; &lt;qué&gt; hacemos" />',
    );
    expect(document).not.toContain('Descripción general');
  });

  it('a markup with $ sequences is inserted as it is', () => {
    const document = pageDocument(
      shell,
      { path: '/', description: 'x' },
      { html: "<p>$& $' $1</p>", title: null },
    );
    expect(document).toContain("<p>$& $' $1</p>");
    expect(document).toContain('<title>ConectaCargas</title>');
  });

  it('refuses a shell without the root element, rather than writing a page without content', () => {
    expect(() =>
      pageDocument(
        shell.replace('<div id="root"></div>', ''),
        { path: '/', description: 'x' },
        {
          html: '<p>x</p>',
          title: null,
        },
      ),
    ).toThrow(/root/);
  });
});

describe('scripts of a prerendered page', () => {
  const page = (head: string) =>
    `<html><head>\n${head}\n</head><body><div id="root"></div></body></html>`;

  it('start after the first paint: the entry and its module preloads leave the HTML for one inline starter', () => {
    const document = startScriptsAfterFirstPaint(
      page(
        [
          '<script type="module" crossorigin src="/assets/index.js"></script>',
          '<link rel="modulepreload" crossorigin href="/assets/react.js">',
          '<link rel="modulepreload" crossorigin href="/assets/cn.js">',
          '<link rel="stylesheet" href="/assets/index.css">',
        ].join('\n'),
      ),
    );
    expect(document).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    expect(document).toContain('<link rel="stylesheet" href="/assets/index.css">');
    const [, starter] =
      /<script type="module">\n([\s\S]*?)\n<\/script>\n<\/body>/.exec(document) ?? [];
    expect(starter).toContain('for (const href of ["/assets/react.js","/assets/cn.js"])');
    expect(starter).toContain('import("/assets/index.js");');
    expect(starter).toContain("entries.getEntriesByName('first-contentful-paint')");
    expect(starter).toContain("if (document.visibilityState === 'hidden') once();");
    expect(starter).toContain('setTimeout(once, 3000);');
  });

  it('refuse a page without exactly one entry script', () => {
    expect(() => startScriptsAfterFirstPaint(page(''))).toThrow(/un script de entrada, hay 0/);
  });
});

describe('the stylesheet of a prerendered page', () => {
  const link = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
  const document = `<html><head>\n${link}\n</head><body></body></html>`;

  it('is inlined whole in place of its link, so no later sheet restyles the painted page', () => {
    const inlined = inlineStylesheet(document, '/assets/index-1.css', '.a{color:red}$&');
    expect(inlined).toBe(
      '<html><head>\n<style>.a{color:red}$&</style>\n</head><body></body></html>',
    );
  });

  it('refuses a document without that link, and CSS that would close the style element', () => {
    expect(() => inlineStylesheet(document, '/assets/other.css', '.a{}')).toThrow(/falta/);
    expect(() =>
      inlineStylesheet(document, '/assets/index-1.css', '.a{content:"</style><script>"}'),
    ).toThrow(/<\/style>/);
  });
});
