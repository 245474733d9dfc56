import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url';

describe('apiUrl', () => {
  it('joins the project URL and a path, with or without its trailing slash', () => {
    expect(apiUrl('https://ref.supabase.co', 'auth/v1').href).toBe(
      'https://ref.supabase.co/auth/v1',
    );
    expect(apiUrl('https://ref.supabase.co/', 'rest/v1').href).toBe(
      'https://ref.supabase.co/rest/v1',
    );
    expect(apiUrl('http://127.0.0.1:5173/base', 'functions/v1').href).toBe(
      'http://127.0.0.1:5173/base/functions/v1',
    );
  });
});
