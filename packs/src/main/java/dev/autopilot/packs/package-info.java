/**
 * Domain packs for workflows other than job applications, each a values schema read from JSON
 * and checked before a run, answer rules that reuse {@link dev.autopilot.core.pack.GenericPack}
 * for the fields every form asks (name, e-mail, phone, address) and add the domain's own
 * questions, the consent the person declares, and outcome phrases as a rule file of the
 * classifier: {@link dev.autopilot.packs.EventRegistrationPack} and {@link
 * dev.autopilot.packs.SupplierOnboardingPack}. {@code docs/writing-a-pack.md} walks through them.
 */
@NullMarked
package dev.autopilot.packs;

import org.jspecify.annotations.NullMarked;
