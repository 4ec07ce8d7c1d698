/**
 * Demo sites on 127.0.0.1 for the domain packs of {@code autopilot-packs}: an event registration
 * with a paid ticket ({@link dev.autopilot.examples.packs.EventSite}) and a supplier onboarding
 * form in two steps ({@link dev.autopilot.examples.packs.SupplierSite}). Each counts the
 * submissions it accepted and keeps the values it received.
 */
@NullMarked
package dev.autopilot.examples.packs;

import org.jspecify.annotations.NullMarked;
