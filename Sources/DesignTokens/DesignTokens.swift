// DesignTokens: see DESIGN.md for what lives here.
