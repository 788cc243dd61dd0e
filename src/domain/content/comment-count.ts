/**
 * One definition of "the comments of a content": its comments and their replies together — the
 * contents.comment_count the server keeps (it rises in the same transaction as every comment or reply, and
 * the public content, the count and the view answers all carry it). The count at the top of an article and
 * the comments heading both show this number; the comment list pages through the top-level comments only.
 */
export const commentCountOf = (counts: { readonly commentCount: number }): number => Math.max(0, counts.commentCount);

/** A comment or a reply written on the page counts one more at once (both count, see above). */
export const commentCountAfterPost = (count: number): number => count + 1;
