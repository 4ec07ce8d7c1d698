/** The store's internals: schema migrations, SQL, the event lines. Not API. */
@NullMarked
package dev.autopilot.store.internal;

import org.jspecify.annotations.NullMarked;
