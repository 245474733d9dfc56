import { openedUrl, shownPush } from './push';

describe('shownPush', () => {
  it('shows the title and keeps the link for the tap', () => {
    expect(shownPush('{"title":"Nueva propuesta","link":"/listings/42"}')).toEqual({
      title: 'Nueva propuesta',
      options: {
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'es-AR',
        data: { link: '/listings/42' },
      },
    });
  });

  it.each([undefined, '', 'no es JSON', 'null', '{"title": 3}', '{"title": "   "}'])(
    'shows the app name for a push it cannot read (%j)',
    (text) => {
      const shown = shownPush(text);
      expect(shown.title).toBe('ConectaCargas');
      expect(shown.options.data).toEqual({ link: '/' });
    },
  );

  it.each(['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'never keeps a link off the app (%s)',
    (link) => {
      expect(shownPush(JSON.stringify({ title: 'Hola', link })).options.data).toEqual({
        link: '/',
      });
    },
  );
});

describe('openedUrl', () => {
  const origin = 'https://conectacargas.com.ar';

  it('opens the link on the app origin', () => {
    expect(openedUrl({ link: '/transporter-dashboard/freights' }, origin)).toBe(
      'https://conectacargas.com.ar/transporter-dashboard/freights',
    );
  });

  it.each([null, undefined, {}, { link: '//evil.example' }, { link: 'https://evil.example/' }])(
    'opens the home page for anything else (%j)',
    (data) => {
      expect(openedUrl(data, origin)).toBe('https://conectacargas.com.ar/');
    },
  );
});
