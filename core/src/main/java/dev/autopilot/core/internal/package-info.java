/** Implementation details of the core module. Not API: may change in any release. */
@NullMarked
package dev.autopilot.core.internal;

import org.jspecify.annotations.NullMarked;
