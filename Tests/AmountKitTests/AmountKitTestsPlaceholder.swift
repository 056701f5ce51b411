// Tests for AmountKit.
