/**
 * The proof of an action: the verifier's criteria, one class per verb or family of verbs, and the
 * live readings they judge: the read-back of the target, what a click changed on the page, the
 * watch of a submit (the form's state before and after, the requests and dialogs it caused) and
 * the page's text by region. Judgements that need no browser live in {@code
 * dev.autopilot.core.proof}; this package reads the page and hands them plain records. Not API:
 * anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.proof;

import org.jspecify.annotations.NullMarked;
