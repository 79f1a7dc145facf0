// FreeType's headers are reached through ft2build.h and its macros.
#include <ft2build.h>
#include FT_FREETYPE_H
