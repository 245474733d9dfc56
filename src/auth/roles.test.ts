import { describe, expect, it } from 'vitest';
import {
  dashboardPathForRole,
  homePathForRole,
  isAppRole,
  menuDashboardPath,
  postSignInPath,
  profilePathForRole,
  roleForPath,
  type AppRole,
} from './roles';

describe('role → path helpers', () => {
  it.each<[AppRole, string]>([
    ['shipper', '/shipper-dashboard'],
    ['transporter', '/transporter-dashboard'],
    ['admin', '/dashboard'],
  ])('sends %s to %s after signing in', (role, path) => {
    expect(dashboardPathForRole(role)).toBe(path);
    expect(homePathForRole(role)).toBe(path);
  });

  it('sends a user without role home', () => {
    expect(homePathForRole(null)).toBe('/');
  });

  it.each<[AppRole | null, string, string]>([
    ['shipper', '/shipper-dashboard', '/shipper-dashboard/profile'],
    ['transporter', '/transporter-dashboard', '/transporter-dashboard/profile'],
    ['admin', '/signin', '/signin'],
    [null, '/signin', '/signin'],
  ])('menu items for %s: Dashboard %s, Perfil %s', (role, dashboard, profile) => {
    expect(menuDashboardPath(role)).toBe(dashboard);
    expect(profilePathForRole(role)).toBe(profile);
  });

  it('recognises roles', () => {
    expect(['shipper', 'transporter', 'admin'].every(isAppRole)).toBe(true);
    expect(isAppRole('owner')).toBe(false);
    expect(isAppRole(null)).toBe(false);
  });

  it.each<[string, AppRole | null]>([
    ['/shipper-dashboard', 'shipper'],
    ['/shipper-dashboard/documents', 'shipper'],
    ['/transporter-dashboard/available', 'transporter'],
    ['/dashboard', 'admin'],
    ['/shipper-dashboardx', null],
    ['/listings', null],
  ])('%s belongs to %s', (path, role) => {
    expect(roleForPath(path)).toBe(role);
  });
});

describe('postSignInPath', () => {
  it.each<[AppRole | null, string | undefined, string]>([
    ['shipper', undefined, '/shipper-dashboard'],
    ['shipper', '/shipper-dashboard/shipments?tab=2', '/shipper-dashboard/shipments?tab=2'],
    ['shipper', '/transporter-dashboard/available', '/shipper-dashboard'],
    ['transporter', '/transporter-dashboard/freights', '/transporter-dashboard/freights'],
    ['transporter', '/dashboard', '/transporter-dashboard'],
    ['admin', '/dashboard', '/dashboard'],
    ['shipper', '/post-cargo', '/post-cargo'],
    ['shipper', '/signin', '/shipper-dashboard'],
    ['shipper', '/reset-password', '/shipper-dashboard'],
    ['shipper', '//evil.example.com', '/shipper-dashboard'],
    ['shipper', 'https://evil.example.com', '/shipper-dashboard'],
    [null, '/shipper-dashboard', '/'],
  ])('%s coming from %s goes to %s', (role, from, expected) => {
    expect(postSignInPath(role, from)).toBe(expected);
  });
});
