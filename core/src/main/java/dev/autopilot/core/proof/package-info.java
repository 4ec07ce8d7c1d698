/**
 * The judgements of proof that need no browser: what proves a submit (the navigation, the
 * requests sent, the form and its control before and after, the announcements, the dialogs),
 * whether the form is still there, and what a click or a key press changed. A browser adapter
 * reads the page and hands these classes plain records (snapshots, the submit's effects, the
 * page's visible changes, the target's live state); the verdict, its evidence and its wording are
 * decided here, so any adapter judges alike and the rules are tested without a browser.
 *
 * <p>Everything here is stateless or immutable and safe to call from any thread.
 */
@NullMarked
package dev.autopilot.core.proof;

import org.jspecify.annotations.NullMarked;
