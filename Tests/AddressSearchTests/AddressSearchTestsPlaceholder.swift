// Tests for AddressSearch.
