import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import {
  initialAuthState,
  initialisedEmptyAuthState,
  isSignedIn,
  toGateView,
} from '../../../src/domain/auth/auth-state';
import { authReducer, type AuthAction } from '../../../src/domain/auth/auth-transitions';
import { aSignedInSession, anAuthState } from '../../builders/auth-state.builder';
import { anAuthUser } from '../../builders/auth-user.builder';

const anError = new AppError({ code: 9999, messageKey: 'errors.default' });

describe('spec §3 Auth state', () => {
  it('spec §3 Auth state: starts uninitialised with every field of the spec empty', () => {
    expect(Object.keys(initialAuthState).sort()).toEqual(
      [
        'isInitialized',
        'initializeError',
        'isWebViewAccessTokenInjected',
        'lineUserProfile',
        'firebaseUser',
        'currentUserId',
        'needVerifyEmail',
        'needAcceptTermsOfUse',
        'needUpdatePersonalInfo',
        'needSelectInterests',
        'showDownloadApp',
        'isLogginIn',
        'isRegistering',
        'registerError',
        'isUserDisabled',
        'generalError',
        'sessionEnded', // ours: why the login page is shown (auth-state.ts)
      ].sort(),
    );
    expect(initialAuthState.isInitialized).toBe(false);
    expect(initialAuthState.firebaseUser).toBeNull();
  });

  it('spec §2 Gate: signed in only once both the provider user and the backend user id exist', () => {
    expect(isSignedIn(anAuthState({ firebaseUser: anAuthUser() }))).toBe(false);
    expect(isSignedIn(anAuthState({ currentUserId: 'user-1' }))).toBe(false);
    expect(isSignedIn(anAuthState({ firebaseUser: anAuthUser(), currentUserId: 'user-1' }))).toBe(true);
  });

  it('spec §2 Gate: toGateView copies the flags the gate reads', () => {
    const state = anAuthState({
      isInitialized: true,
      isWebViewAccessTokenInjected: true,
      isUserDisabled: true,
      needVerifyEmail: true,
      needAcceptTermsOfUse: true,
      needUpdatePersonalInfo: true,
      needSelectInterests: true,
      showDownloadApp: true,
      firebaseUser: anAuthUser(),
      currentUserId: 'user-1',
      sessionEnded: true,
    });
    expect(toGateView(state)).toEqual({
      isInitialized: true,
      isSignedIn: true,
      isWebViewAccessTokenInjected: true,
      isUserDisabled: true,
      needVerifyEmail: true,
      needAcceptTermsOfUse: true,
      needUpdatePersonalInfo: true,
      needSelectInterests: true,
      showDownloadApp: true,
      sessionEnded: true,
    });
    expect(toGateView(initialAuthState)).toEqual({
      isInitialized: false,
      isSignedIn: false,
      isWebViewAccessTokenInjected: false,
      isUserDisabled: false,
      needVerifyEmail: false,
      needAcceptTermsOfUse: false,
      needUpdatePersonalInfo: false,
      needSelectInterests: false,
      showDownloadApp: false,
      sessionEnded: false,
    });
  });
});

const session = aSignedInSession({ needVerifyEmail: true, needAcceptTermsOfUse: true, needUpdatePersonalInfo: true });
const lineProfile = { userId: 'U1', displayName: 'Line user' };

/** One row per transition: [spec section, starting state, action, fields expected afterwards]. */
const rows: ReadonlyArray<
  readonly [string, Partial<typeof initialAuthState>, AuthAction, Partial<typeof initialAuthState>]
> = [
  [
    'spec §4 Auth initialisation: no user marks initialised and empty',
    {},
    { type: 'AUTH_INITIALIZE', session: null },
    { isInitialized: true, firebaseUser: null, currentUserId: null },
  ],
  [
    'spec §4 Common sign-in step 8: AUTH_INITIALIZE stores user, id and step-6 flags',
    {},
    { type: 'AUTH_INITIALIZE', session },
    {
      isInitialized: true,
      firebaseUser: session.firebaseUser,
      currentUserId: 'user-1',
      needVerifyEmail: true,
      needAcceptTermsOfUse: true,
      needUpdatePersonalInfo: true,
    },
  ],
  [
    'spec §4 Common sign-in step 8: LOGIN_SUCCESS stores the session and ends the login',
    { isLogginIn: true },
    { type: 'LOGIN_SUCCESS', session },
    { isInitialized: true, isLogginIn: false, currentUserId: 'user-1', needVerifyEmail: true },
  ],
  [
    'spec §2 Overlays: init failure keeps the app uninitialised with the error',
    {},
    { type: 'AUTH_INITIALIZE_FAILURE', error: anError },
    { isInitialized: false, initializeError: anError },
  ],
  [
    'spec §4 Auth initialisation: web view token injected means initialised',
    {},
    { type: 'WEB_VIEW_TOKEN_INJECTED' },
    { isInitialized: true, isWebViewAccessTokenInjected: true, firebaseUser: null },
  ],
  [
    'spec §3 LINE profile is kept in the auth state',
    {},
    { type: 'LINE_PROFILE_LOADED', profile: lineProfile },
    { lineUserProfile: lineProfile },
  ],
  ['spec §4 Other sign-in paths: login start raises the login flag', {}, { type: 'LOGIN_START' }, { isLogginIn: true }],
  [
    'spec §4 Flags: a login failure clears the login flag',
    { isLogginIn: true },
    { type: 'LOGIN_FAILURE' },
    { isLogginIn: false },
  ],
  [
    'spec §4 Registration: start raises isRegistering and clears a previous error',
    { registerError: anError },
    { type: 'REGISTER_START' },
    { isRegistering: true, registerError: null },
  ],
  [
    'spec §4 Registration: success ends registering',
    { isRegistering: true },
    { type: 'REGISTER_SUCCESS' },
    { isRegistering: false, registerError: null },
  ],
  [
    'spec §4 Registration: email-already-in-use sets registerError',
    { isRegistering: true },
    { type: 'REGISTER_FAILURE', error: anError },
    { isRegistering: false, registerError: anError },
  ],
  [
    'spec §4 Registration: a clear action resets registerError',
    { registerError: anError },
    { type: 'REGISTER_ERROR_CLEAR' },
    { registerError: null },
  ],
  ['spec §4 Flags: a disabled-user error sets isUserDisabled', {}, { type: 'USER_DISABLED' }, { isUserDisabled: true }],
  [
    'spec §4 Flags: a general error is set for the toast',
    {},
    { type: 'GENERAL_ERROR_SET', error: anError },
    { generalError: anError },
  ],
  [
    'spec §4 Flags: the general error is then cleared',
    { generalError: anError },
    { type: 'GENERAL_ERROR_CLEAR' },
    { generalError: null },
  ],
  [
    'spec §4 Flags: verify email done turns needVerifyEmail off and requires terms',
    { needVerifyEmail: true },
    { type: 'VERIFY_EMAIL_DONE' },
    { needVerifyEmail: false, needAcceptTermsOfUse: true },
  ],
  [
    'spec §4 Flags: accept terms turns the flag off',
    { needAcceptTermsOfUse: true },
    { type: 'TERMS_ACCEPTED' },
    { needAcceptTermsOfUse: false },
  ],
  [
    'spec §4 Flags: personal info done shows download-app and clears personal info',
    { needUpdatePersonalInfo: true },
    { type: 'PERSONAL_INFO_DONE' },
    { needUpdatePersonalInfo: false, needSelectInterests: true, showDownloadApp: true },
  ],
  [
    'spec §4 Flags: interests done shows download-app (and closes the interests step)',
    { needSelectInterests: true },
    { type: 'INTERESTS_DONE' },
    { needSelectInterests: false, showDownloadApp: true },
  ],
  [
    'spec §4 Flags: download-app done turns it off',
    { showDownloadApp: true },
    { type: 'DOWNLOAD_APP_DONE' },
    { showDownloadApp: false },
  ],
];

describe('spec §4 auth transitions', () => {
  it.each(rows)('%s', (_name, start, action, expected) => {
    const before = anAuthState(start);
    const after = authReducer(before, action);
    expect(after).toMatchObject(expected);
    expect(before).toEqual(anAuthState(start));
  });

  it('spec §4 Flags: verify email done keeps the reloaded user when one is given', () => {
    const reloaded = anAuthUser({ emailVerified: true });
    const state = anAuthState({ firebaseUser: anAuthUser({ emailVerified: false }), needVerifyEmail: true });
    expect(authReducer(state, { type: 'VERIFY_EMAIL_DONE', firebaseUser: reloaded }).firebaseUser).toBe(reloaded);
  });

  it('spec §4 Auth initialisation: signing out later clears the previous user but keeps the LINE profile', () => {
    const signedIn = authReducer(anAuthState({ lineUserProfile: lineProfile }), { type: 'AUTH_INITIALIZE', session });
    const after = authReducer(signedIn, { type: 'AUTH_INITIALIZE', session: null });
    expect(after).toMatchObject({
      firebaseUser: null,
      currentUserId: null,
      needVerifyEmail: false,
      lineUserProfile: lineProfile,
    });
  });

  it('spec §4 Logout: resets every field to initialised-empty', () => {
    const busy = anAuthState({
      isInitialized: true,
      firebaseUser: anAuthUser(),
      currentUserId: 'user-1',
      lineUserProfile: lineProfile,
      needVerifyEmail: true,
      isUserDisabled: true,
      generalError: anError,
      showDownloadApp: true,
      isWebViewAccessTokenInjected: true,
    });
    expect(authReducer(busy, { type: 'LOGOUT' })).toEqual(initialisedEmptyAuthState);
    expect(initialisedEmptyAuthState).toEqual({ ...initialAuthState, isInitialized: true });
  });

  it('a session that ended without a sign-out resets like a logout and keeps why, for the login page', () => {
    const busy = anAuthState({
      isInitialized: true,
      firebaseUser: anAuthUser(),
      currentUserId: 'user-1',
      needUpdatePersonalInfo: true,
      isWebViewAccessTokenInjected: true,
    });
    expect(authReducer(busy, { type: 'SESSION_ENDED' })).toEqual({ ...initialisedEmptyAuthState, sessionEnded: true });
  });

  it.each<[string, AuthAction]>([
    ['a sign-in', { type: 'LOGIN_SUCCESS', session }],
    ['a session found at start-up', { type: 'AUTH_INITIALIZE', session }],
    ['a logout', { type: 'LOGOUT' }],
  ])('the reason a session ended is forgotten after %s', (_name, action) => {
    const ended = authReducer(anAuthState({ isInitialized: true }), { type: 'SESSION_ENDED' });
    expect(authReducer(ended, action).sessionEnded).toBe(false);
  });

  it.each<[string, AuthAction]>([
    ['no session at start-up', { type: 'AUTH_INITIALIZE', session: null }],
    ['a failed sign-in', { type: 'LOGIN_FAILURE' }],
  ])('the reason a session ended stays through %s', (_name, action) => {
    const ended = authReducer(anAuthState({ isInitialized: true }), { type: 'SESSION_ENDED' });
    expect(authReducer(ended, action).sessionEnded).toBe(true);
  });
});
