// Tests for AddressKit.
