/**
 * The browser and its sessions: which browser to launch and the driver process behind it, the
 * work folders, the thread a browser belongs to, the deadline of every call into a page and the
 * DevTools port that ends a page's hung script, the host boundary, JavaScript dialogs, the page's
 * network and loads, screenshot masking, and Playwright's exceptions turned into Autopilot's. Not
 * API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.session;

import org.jspecify.annotations.NullMarked;
