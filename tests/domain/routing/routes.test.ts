import { describe, expect, it } from 'vitest';
import { isPublicRoute, matchesRoute, normalizePath, Routes } from '../../../src/domain/routing/routes';

describe('routes (spec §2 "Screens and routes")', () => {
  it('§2 redirect targets are spelled as the spec writes them', () => {
    expect([
      Routes.login,
      Routes.signup,
      Routes.forgotPassword,
      Routes.accountDisabled,
      Routes.terms,
      Routes.auth,
      Routes.verifyEmail,
      Routes.personalInfo,
      Routes.personalInterest,
      Routes.dashboard,
      Routes.home,
    ]).toEqual([
      '/login',
      '/signup',
      '/forgot-password',
      '/account-disabled',
      '/terms',
      '/_/auth',
      '/onboard/verify-email',
      '/onboard/personal-info',
      '/onboard/personal-interest',
      '/dashboard',
      '/',
    ]);
  });

  it.each([
    ['/contents/42', Routes.content, true],
    ['/contents/42/', Routes.content, true],
    ['/contents/42?x=1', Routes.content, true],
    ['/contents/', Routes.content, false],
    ['/contents/42/edit', Routes.content, false],
    ['/campaigns/abc/detail', Routes.campaignDetail, true],
    ['/campaigns/write/new', Routes.campaignWriteNew, true],
    ['/', Routes.home, true],
    ['', Routes.home, true],
    ['/Login', Routes.login, false],
  ])('§2 %s matches %s: %s', (path, template, expected) => {
    expect(matchesRoute(path, template)).toBe(expected);
  });

  it.each([
    ['/faq/', '/faq'],
    ['faq', '/faq'],
    ['///', '/'],
    ['/a?b=/c', '/a'],
  ])('§2 normalizePath(%s) = %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });

  it.each([
    ['/campaigns/1/detail', true],
    ['/dashboard', false],
    ['/login', false],
  ])('§2 public bypass list: %s → %s', (path, expected) => {
    expect(isPublicRoute(path)).toBe(expected);
  });
});
