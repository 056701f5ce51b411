// gettext as the C library has it (glibc's libintl): Swift's Glibc module does not export it.
#include <libintl.h>
#include <locale.h>
