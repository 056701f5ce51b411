// Tests for DesignTokens.
