package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** An address written on one line, read in the parts forms ask. */
class AddressPartsTest {
  @Test
  void aBritishAddressWithItsTownAndPostcodeInOnePart() {
    assertEquals(new AddressParts("41 Lansdown Road", "Lansdown Road", "41", null, "BS6 6NS", "Bristol", null),
        AddressParts.parse("41 Lansdown Road, Bristol BS6 6NS"));
  }

  @Test
  void aPostcodeInAPartOfItsOwnHasTheTownBeforeIt() {
    assertEquals(new AddressParts("9 Gloucester Road", "Gloucester Road", "9", null, "BS35 1DQ", "Thornbury", null),
        AddressParts.parse("9 Gloucester Road, Thornbury, BS35 1DQ"));
  }

  @Test
  void aContinentalAddressHasItsNumberAfterTheStreetAndItsPostcodeBeforeTheTown() {
    assertEquals(new AddressParts("Wasserburger Straße 27", "Wasserburger Straße", "27", null, "85560", "Ebersberg", null),
        AddressParts.parse("Wasserburger Straße 27, 85560 Ebersberg"));
    assertEquals(new AddressParts("Via dei Serragli 42", "Via dei Serragli", "42", null, "50124", "Firenze", "FI"),
        AddressParts.parse("Via dei Serragli 42, 50124 Firenze (FI)"), "the province in brackets is the region");
    assertEquals(new AddressParts("Calle Pintada 18", "Calle Pintada", "18", "2nd floor, door B", "29780", "Nerja", null),
        AddressParts.parse("Calle Pintada 18, 2nd floor, door B, 29780 Nerja"), "what lies between is the second line");
    assertEquals("3581 KJ", AddressParts.parse("Oudegracht 12a, 3581 KJ Utrecht").postalCode());
    assertEquals("12a", AddressParts.parse("Oudegracht 12a, 3581 KJ Utrecht").houseNumber());
  }

  @Test
  void anAddressWithoutAPostcodeHasNoParts() {
    assertNull(AddressParts.parse("Ty Newydd Farm, Cwm Road"), "its last part is a street, not a town: nothing says which");
    assertNull(AddressParts.parse("14 Bramble Close, Harrogate"));
  }

  @Test
  void oneLineWithoutPartsIsNoAddressInParts() {
    assertNull(AddressParts.parse("14 Bramble Close"));
    assertNull(AddressParts.parse("上海市徐汇区漕溪北路88号3号楼1202室"), "written without commas: no parts");
    assertNull(AddressParts.parse("12, 14"), "numbers only");
    assertNull(AddressParts.parse("flat 2, 14"), "no town and no postcode after the first part");
  }

  @Test
  void aStreetLineSplitsIntoStreetAndNumber() {
    assertArrayEquals(new String[] {"Lansdown Road", "41"}, AddressParts.streetAndNumber("41 Lansdown Road"));
    assertArrayEquals(new String[] {"Wasserburger Straße", "27"}, AddressParts.streetAndNumber("Wasserburger Straße 27"));
    assertNull(AddressParts.streetAndNumber("Trewartha Cottage"));
    assertThrows(NullPointerException.class, () -> AddressParts.streetAndNumber(null));
  }
}
