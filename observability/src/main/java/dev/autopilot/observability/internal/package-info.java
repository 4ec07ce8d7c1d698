/** Implementation details of the observability module. Not API: may change in any release. */
@NullMarked
package dev.autopilot.observability.internal;

import org.jspecify.annotations.NullMarked;
