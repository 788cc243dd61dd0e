import { AllowedText, Closed, DateTime, Instant, Nullable, NullableString, Type, type Static } from './schema';

/** Spec §7 user-auth-command-service, the web-view session calls under user-auth-svc and the LINE token calls (payloads ours). */

/**
 * Printable ASCII without spaces: every token, code and refresh token the identity providers issue is, and one
 * carrying CR/LF or spaces could only be meant to split the header it is forwarded in (a 422, never a 5xx).
 */
const TOKEN_CHARACTERS = '^[!-~]+$';
/** An identity-provider ID token (or LINE access token) carried in a body. */
const Token = Type.String({ minLength: 1, maxLength: 8192, pattern: TOKEN_CHARACTERS });
const SessionToken = Type.String({ minLength: 1, maxLength: 200 });

export const LoginBody = Closed({
  token: Token,
  lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  device: AllowedText(0, 200),
});
export type LoginBodyWire = Static<typeof LoginBody>;

export const UserIdAnswer = Closed({ user_id: Type.String() });
export type UserIdAnswerWire = Static<typeof UserIdAnswer>;

export const LogoutBody = Closed({ token: Token });
export type LogoutBodyWire = Static<typeof LogoutBody>;
export const LoggedOut = Closed({ logged_out: Type.Literal(true) });
export type LoggedOutWire = Static<typeof LoggedOut>;

const LineUserId = Type.String({ minLength: 1, maxLength: 100 });
export const CustomLineBody = Closed({ access_token: Token, line_user_id: LineUserId });
export type CustomLineBodyWire = Static<typeof CustomLineBody>;
export const CustomToken = Closed({ token: Type.String() });
export type CustomTokenWire = Static<typeof CustomToken>;

export const RefreshBody = Closed({ old_token: Token, new_token: Token });
export type RefreshBodyWire = Static<typeof RefreshBody>;

// ——— web-view sessions (ours) ———

export const SessionCreated = Closed({ session_token: Type.String(), user_id: Type.String(), expires_at: Instant() });
export type SessionCreatedWire = Static<typeof SessionCreated>;
export const SessionTokenBody = Closed({ session_token: SessionToken });
export const SessionCheck = Closed({ valid: Type.Boolean(), user_id: NullableString(), expires_at: DateTime() });
export type SessionCheckWire = Static<typeof SessionCheck>;
export const SessionDeleted = Closed({ deleted: Type.Boolean() });
export type SessionDeletedWire = Static<typeof SessionDeleted>;

// ——— LINE code exchange and refresh through our server (the channel secret never reaches the browser) ———

export const LineCodeBody = Closed({ code: Type.String({ minLength: 1, maxLength: 2048, pattern: TOKEN_CHARACTERS }) });
export type LineCodeBodyWire = Static<typeof LineCodeBody>;
export const LineRefreshBody = Closed({
  refresh_token: Type.String({ minLength: 1, maxLength: 2048, pattern: TOKEN_CHARACTERS }),
});
export type LineRefreshBodyWire = Static<typeof LineRefreshBody>;
/** LINE's token set, wire names as LINE sends them (spec §3). */
export const LineTokenSet = Closed({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  id_token: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
});
export type LineTokenSetWire = Static<typeof LineTokenSet>;

// ——— LINE linked to an existing account (ours) ———

/** Like custom/line's body: the LINE access token proves the caller holds that LINE account. */
export const LineLinkBody = Closed({ access_token: Token, line_user_id: LineUserId });
export type LineLinkBodyWire = Static<typeof LineLinkBody>;
/**
 * Whether a LINE account opens the caller's account. `can_unlink` is false for an account made by LINE sign-in
 * (`line:<id>`) and for one with no other sign-in method left.
 */
export const LineLinkState = Closed({
  linked: Type.Boolean(),
  line_user_id: NullableString(),
  can_unlink: Type.Boolean(),
});
export type LineLinkStateWire = Static<typeof LineLinkState>;
