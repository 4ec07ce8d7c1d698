/**
 * The data model: immutable records for page snapshots, actions, plans, verifications,
 * submission outcomes and run results. Every record validates its components and copies
 * its collections, so instances are safe to share between threads.
 */
@NullMarked
package dev.autopilot.core.model;

import org.jspecify.annotations.NullMarked;
