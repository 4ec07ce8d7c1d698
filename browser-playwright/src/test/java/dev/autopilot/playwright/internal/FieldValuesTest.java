package dev.autopilot.playwright.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;

class FieldValuesTest {

  @Test
  void datesAreReadAsPeopleWriteThem() {
    LocalDate jan5 = LocalDate.of(2026, 1, 5);
    assertEquals(jan5, FieldValues.date("2026-01-05"));
    assertEquals(jan5, FieldValues.date("2026/1/5"));
    assertEquals(jan5, FieldValues.date("01/05/2026"), "slashes: month first, as US forms write it");
    assertEquals(jan5, FieldValues.date("1-5-2026"));
    assertEquals(LocalDate.of(2026, 5, 13), FieldValues.date("13/05/2026"), "a first number above 12 is the day");
    assertEquals(jan5, FieldValues.date("05.01.2026"), "dots: day first");
    assertEquals(jan5, FieldValues.date("January 5, 2026"));
    assertEquals(jan5, FieldValues.date("jan 5th 2026"));
    assertEquals(jan5, FieldValues.date("5 January 2026"));
    assertNull(FieldValues.date("2026-02-30"), "no such day");
    assertNull(FieldValues.date("13/13/2026"));
    assertNull(FieldValues.date("soon"));
  }

  @Test
  void timesNumbersAndMonths() {
    assertEquals(LocalTime.of(9, 30), FieldValues.time("09:30"));
    assertEquals(LocalTime.of(21, 30), FieldValues.time("9:30 PM"));
    assertEquals(LocalTime.of(0, 15), FieldValues.time("12:15 a.m."));
    assertEquals(LocalTime.of(9, 0), FieldValues.time("9 am"));
    assertEquals(LocalTime.of(9, 30, 15), FieldValues.time("09:30:15"));
    assertNull(FieldValues.time("9"), "a bare number is no time");
    assertNull(FieldValues.time("13:00 PM"));
    assertEquals(LocalDateTime.of(2026, 1, 5, 9, 30), FieldValues.dateTime("2026-01-05T09:30"));
    assertEquals(LocalDateTime.of(2026, 1, 5, 21, 30), FieldValues.dateTime("January 5, 2026, 9:30 PM"));
    assertEquals(LocalDateTime.of(2026, 1, 5, 9, 30), FieldValues.dateTime("01/05/2026 09:30"));
    assertEquals(YearMonth.of(2026, 1), FieldValues.month("01/2026"));
    assertEquals(YearMonth.of(2026, 1), FieldValues.month("2026-01"));
    assertEquals(0, new BigDecimal("1000").compareTo(FieldValues.number("1,000")));
    assertEquals(0, new BigDecimal("-2.5").compareTo(FieldValues.number(" -2.50 ")));
    assertNull(FieldValues.number("ten"));
  }

  @Test
  void valuesAreWrittenTheWayInputsHoldThem() {
    assertEquals("2026-01-05", FieldValues.forInput("date", "01/05/2026"));
    assertEquals("21:30", FieldValues.forInput("time", "9:30 PM"));
    assertEquals("09:30:15", FieldValues.forInput("time", "9:30:15"));
    assertEquals("2026-01-05T09:30", FieldValues.forInput("datetime-local", "Jan 5, 2026 9:30 AM"));
    assertEquals("2026-01", FieldValues.forInput("month", "1/2026"));
    assertEquals("1000", FieldValues.forInput("number", "1,000"));
    assertEquals("", FieldValues.forInput("date", " "), "clearing is allowed");
    assertNull(FieldValues.forInput("date", "next week"), "no value a date input can hold");
    assertNull(FieldValues.forInput("number", "ten"));
    assertEquals(" any text ", FieldValues.forInput("text", " any text "), "text is left alone");
  }
}
