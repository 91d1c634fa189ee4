// Generated from /openapi.json by `npm run clients` (openapi-typescript). Do not edit.

export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your account and everything in it
         * @description Deletes the account for good. The body confirms it with the account's email as its owner types it (and, signed in with the console, the password). API keys and sessions end at once; a deletion run then stops the account's running work (each unit it did not deliver is refunded), cancels its Stripe subscription at once (no further payment is taken; the period already paid is not refunded), removes every file and row the account owns, and keeps the credit ledger and marketplace sales without anything that names the person. A paid plan never refuses the deletion. Asking again joins the same run.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        /**
         * Change the account's preferences (the console's language)
         * @description Changes the account's preferences: the language the web console is shown in, kept for the account so every browser it signs in from shows it (null: each browser's own language).
         */
        patch: operations["updateAccountPreferences"];
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the email address (confirmed by a link sent to the new one)
         * @description Asks to move the account to another address (the password must be given): a confirmation link goes to the new address, and the account moves there when it is followed; the old address is then told.
         */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your data as one zip: the current export, started when there is none
         * @description Your current export: everything the account holds (characters with references, scenes, storybooks, comics with their PDF, CBZ and EPUB, brand kits, the credit ledger as CSV, API keys' details, marketplace records, webhook endpoints) as one zip. When there is none being prepared or ready, this starts one (202); its download link is emailed and shown here once ready, for 7 days.
         */
        get: operations["getAccountExport"];
        put?: never;
        /**
         * Start a new export of your data
         * @description Starts a new export of the account (for instance after changes since the last one); 409 while one is being prepared. Once it is ready it replaces the older ones' zips (one zip per account); 3 new exports an hour at most.
         */
        post: operations["startAccountExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your exports, newest first
         * @description Your last 10 exports, newest first, with their status and download links; reading them starts nothing.
         */
        get: operations["listAccountExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your exports
         * @description One of your exports, with its download link while it is ready.
         */
        get: operations["getAccountExportById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export (zip)
         * @description The zip of one of your exports, while it is ready (then 410). Needs your API key or session: the link is not public.
         */
        get: operations["downloadAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Changes the password; the current one must be given (wrong tries count as failed sign-ins). Every other console sign-in ends, and a notice goes to the account's address.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the email confirmation link again
         * @description Emails a new link to confirm the account's address (each works once, for 24 hours). Limited per account and hour.
         */
        post: operations["resendConfirmationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's API keys (prefixes only)
         * @description Every API key of the caller, active and revoked, newest first. Only the 12-character prefix of each key is shown.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key; the full key is returned this once
         * @description Creates an API key and returns the full key once: it is stored only as a hash. The plan caps the number of active keys (free 3, creator 25, others 5).
         */
        post: operations["createApiKey"];
        /**
         * Revoke one of your API keys
         * @description Revokes one of the caller's keys at once: requests with it get 401 and a slot under the plan's cap is freed.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your brand kits, newest first
         * @description The caller's brand kits, newest first.
         */
        get: operations["listBrandKits"];
        put?: never;
        /**
         * Create a brand kit: name, optional logo, palette (JSON text) and brand voice
         * @description Creates a brand kit (beta) from a name, an optional logo, a palette and a brand voice; scenes can then follow it.
         */
        post: operations["createBrandKit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your brand kits with its assets
         * @description One brand kit with its palette, voice and assets.
         */
        get: operations["getBrandKit"];
        put?: never;
        post?: never;
        /**
         * Delete a brand kit with its assets and their stored images
         * @description Deletes a brand kit with its assets and their stored images.
         */
        delete: operations["deleteBrandKit"];
        options?: never;
        head?: never;
        /**
         * Change the name, brand voice (null clears it) or palette (replaced whole) of a brand kit
         * @description Changes the name, brand voice or palette of a brand kit; fields left out stay as they are.
         */
        patch: operations["updateBrandKit"];
        trace?: never;
    };
    "/api/brand-kits/{id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an asset image (logo, product, packaging or reference) to a brand kit
         * @description Adds an image (logo, product, packaging or reference) to a brand kit.
         */
        post: operations["addBrandKitAsset"];
        /**
         * Delete one asset of a brand kit and its stored image
         * @description Deletes one asset of a brand kit and its stored image.
         */
        delete: operations["deleteBrandKitAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your characters, newest first (paged: follow the Link header)
         * @description The caller's characters, newest first, with their status and a thumbnail of each one's reference sheet, one page at a time: 100 by default (limit up to 200); the Link header (rel="next") names the next page until the last.
         */
        get: operations["listCharacters"];
        put?: never;
        /**
         * Create a draft character from a name, a description and an optional source image
         * @description Creates a draft character. An optional source photo (PNG, JPEG or WebP) is re-encoded, checked for a face, and its warnings are returned.
         */
        post: operations["createCharacter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your characters with its reference images
         * @description One character with its descriptor, status and reference images.
         */
        get: operations["getCharacter"];
        put?: never;
        post?: never;
        /**
         * Delete a character with its reference images, generated images and stored files
         * @description Deletes the character, its reference images, the scenes generated of it and their stored files.
         */
        delete: operations["deleteCharacter"];
        options?: never;
        head?: never;
        /**
         * Edit a draft character: name, description, style notes, descriptor
         * @description Changes a draft character's name, description, style notes or descriptor (fields left out stay as they are). Its reference sheet was drawn from what it was: draw it again after a change. 409 once the character is locked or published (unlock it first).
         */
        patch: operations["editCharacter"];
        trace?: never;
    };
    "/api/characters/{id}/auto-fill-descriptor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill a draft character's descriptor (hair, eyes, skin, build, outfit, accessories, palette) from its description and source image
         * @description Fills the empty fields of a draft character's descriptor from its description and source photo; fields already set are kept.
         */
        post: operations["autoFillCharacterDescriptor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a draft character: its look is fixed and scenes can be generated
         * @description Fixes a draft character's look so scenes can be generated of it; 409 says what is missing (for example reference images).
         */
        post: operations["lockCharacter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a locked character to the public library
         * @description Adds a locked character to the public library, where anyone can browse and import it.
         */
        post: operations["publishCharacter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces its image
         * @description Draws the reference sheet of a draft character: one image per label (angles and expressions). Free, for accounts whose email address is confirmed or that bought credits.
         */
        post: operations["drawCharacterReferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a locked character to draft (published characters cannot be unlocked)
         * @description Returns a locked character to draft so its descriptor and references can change again; published characters stay locked (409).
         */
        post: operations["unlockCharacter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your comics, newest first, with the page-1 image as cover
         * @description The caller's comics, newest first, each with its status and the page-1 image as cover.
         */
        get: operations["listComics"];
        put?: never;
        /**
         * Create an empty comic (status ready, no panels) with its locks: setting, outfits, style
         * @description Creates an empty comic with its locks (setting, outfits, style); panels are added one at a time with createComicPanel.
         */
        post: operations["createComic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A comic with its pages in order (poll this while it generates)
         * @description A comic with its status and its pages in order; poll it while the comic generates to see each panel as it is delivered.
         */
        get: operations["getComic"];
        put?: never;
        post?: never;
        /**
         * Delete a comic with its pages and their files
         * @description Deletes a comic with its pages and their stored files.
         */
        delete: operations["deleteComic"];
        options?: never;
        head?: never;
        /**
         * Change the comic's language; its panels are lettered again in it (free)
         * @description Changes the comic's language (BCP 47): every panel is lettered again in it (fonts, line breaks, reading direction, vertical balloons for a Japanese or Chinese manga read right to left; bubbles placed again, moved anchors reset) and its alt_text follows unless you wrote your own. Free.
         */
        patch: operations["updateComic"];
        trace?: never;
    };
    "/api/comics/{id}.cbz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comic as a CBZ: laid-out pages in order plus ComicInfo.xml (free)
         * @description The comic as a CBZ archive for comic readers: laid-out pages in order and ComicInfo.xml. Free.
         */
        get: operations["downloadComicCbz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}.epub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comic as a fixed-layout EPUB 3 book, one laid-out page per spread slot (free)
         * @description The comic as a fixed-layout EPUB 3 book with one laid-out page per spread slot. Free.
         */
        get: operations["downloadComicEpub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole comic as a PDF: laid-out printed pages (or, with layout=panels, one page per panel), bubbles drawn
         * @description The whole comic as a PDF of laid-out printed pages (or one page per panel with layout=panels), bubbles drawn. Free.
         */
        get: operations["downloadComicPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A comic's progress as Server-Sent Events
         * @description Follows a comic while it generates, as Server-Sent Events: each panel as it is planned, drawn or fails, status changes, then done. The console reader uses it; polling getComic keeps working.
         */
        get: operations["streamComicEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the panels are laid out on printed pages (2-6 panels a page), with each page as PNG (free)
         * @description How the comic's panels sit on printed pages (two to six a page), with the URL of each page's PNG. Free.
         */
        get: operations["getComicLayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/layout/{page}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One laid-out printed page: its panels with their lettering, gutters and borders (free)
         * @description One printed page of the comic as PNG: its panels, lettering, gutters and borders. Free.
         */
        get: operations["getComicLayoutPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/pages/{page}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the comic: the panel image with its bubbles drawn
         * @description One panel of the comic as PNG with its speech bubbles drawn. Free.
         */
        get: operations["getComicPanelPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/panels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate one panel at page_number, inserting it or regenerating the panel there (1 credit, refunded on failure)
         * @description Generates one panel at page_number, inserting it or drawing the panel there again. 1 credit, refunded on failure; Idempotency-Key honoured.
         */
        post: operations["createComicPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/panels/{page_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a panel's lettering (caption, caption type, speaker, bubble anchors) without rendering it again (free)
         * @description Changes a panel's lettering (caption, caption type, speaker, bubble anchors) without drawing the panel again; its alt_text follows, unless you set your own with alt_text (null goes back to the made one). Free.
         */
        patch: operations["updateComicPanelLettering"];
        trace?: never;
    };
    "/api/comics/{id}/panels/{page_number}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a panel in words, by mask or region (1 credit)
         * @description Edits the picture of one of your comic's panels in words ("make the umbrella red"), inside a mask or a region when given: pixels outside them are kept exactly, and the lettering stays. The panel then shows the edit, a new picture (image_id) naming the one it was edited from, which is kept with the comic; it is judged for its characters as any panel. 1 credit, refunded when no edit could be made; Idempotency-Key honoured.
         */
        post: operations["editComicPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The comic and its pages (or one page) with bubble positions, for client-side compositing
         * @description The comic and its pages (or one page) with bubble positions, for a client that composites the lettering itself.
         */
        post: operations["renderComic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/webtoon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comic as a vertical webtoon strip 800 px wide, in slices of at most 1280 px (free)
         * @description The comic as a vertical webtoon strip 800 px wide, listed as slices of at most 1280 px, each with the panels it shows and their text alternatives. Free.
         */
        get: operations["getComicWebtoon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/{id}/webtoon/{slice}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One slice of the webtoon strip (PNG, free)
         * @description One slice of the comic's webtoon strip as PNG. Free.
         */
        get: operations["getComicWebtoonSlice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan a comic from a story idea and generate its panels in the background (1 credit per planned panel)
         * @description Plans a comic from a story idea and generates its panels in the background; poll getComic to watch panels appear. 1 credit per planned panel; failed panels are refunded.
         */
        post: operations["generateComic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's credit balance and plan
         * @description The current credit balance and plan of the caller.
         */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's credit ledger, newest first
         * @description Grants, charges and refunds of the caller, newest first, paged with limit and offset or with cursor (next_cursor of the page before); each entry carries the balance after it.
         */
        get: operations["listCreditHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)
         * @description Generates one scene of a locked character (and/or a brand kit), retrying until the consistency score passes; returns the image with its score, attempts and the judge's reasoning. 1 credit; a cache hit costs 0; Idempotency-Key honoured.
         */
        post: operations["generateScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generate-multi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate one scene with 2-4 of your characters, each scored (2 credits)
         * @description Generates one scene with two to four locked characters, each scored for consistency. 2 credits; Idempotency-Key honoured.
         */
        post: operations["generateMultiScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse the public character library (no API key needed); most imported first, then by name
         * @description Browses the public library of ready-made and published characters, with search (every word, or the beginning of one, in the name, appearance or description); no API key needed. Pass next_cursor as cursor for the next page.
         */
        get: operations["listLibraryCharacters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a library character into your account (locked, with its own reference images; free)
         * @description Copies a library character into the caller's account as a locked character with its own reference images. Free.
         */
        post: operations["importLibraryCharacter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketplace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Marketplace overview: how many listings are active, the newest and the most sold
         * @description The front page of the marketplace: the number of active listings, the newest listings and the best sellers.
         */
        get: operations["getMarketplaceOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketplace/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search active listings (title and description), sorted by newest, price or popularity
         * @description Searches the active listings of every seller by the words of their title and description (each word, or its beginning, in any order); pages with limit and offset, or with cursor (next_cursor of the page before), which reads no row before the page however deep it is.
         */
        get: operations["searchMarketplaceListings"];
        put?: never;
        /**
         * List one of your published characters for sale (you receive the price less a 20 % platform fee)
         * @description Puts one of your published characters up for sale at a price in credits (1 to 10,000); a seller holds at most 100 active listings.
         */
        post: operations["createMarketplaceListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketplace/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One active listing, or one of yours in any state
         * @description One listing: any active one, or one of your own whatever its state.
         */
        get: operations["getMarketplaceListing"];
        put?: never;
        post?: never;
        /**
         * Withdraw your listing; its buyers keep their copies
         * @description Withdraws your listing: buyers no longer see it, and everyone who bought it keeps their copy.
         */
        delete: operations["withdrawMarketplaceListing"];
        options?: never;
        head?: never;
        /**
         * Change your listing's price, title or description
         * @description Changes your listing's price, title or description; buyers pay the price shown when they buy.
         */
        patch: operations["updateMarketplaceListing"];
        trace?: never;
    };
    "/api/marketplace/listings/{id}/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a listing: a locked copy of the character with its reference images (Idempotency-Key honoured)
         * @description Pays the price in credits and adds a locked copy of the character, with its own reference images, to your account; the seller receives the price less the platform fee.
         */
        post: operations["buyMarketplaceListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketplace/my-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own listings, active and withdrawn, with their sales and earnings
         * @description The listings you created, newest first, withdrawn ones included (filter with status), each with its sales count and the credits its sales paid you.
         */
        get: operations["listMyMarketplaceListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The image models a request may name
         * @description The image model names a generation request may pass as model, with the default marked.
         */
        get: operations["listImageModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/poses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pose catalogue
         * @description The named poses a generation may ask for ("pose": {"name": ...}), each with its skeleton: COCO's 17 keypoints in percent of the picture, ready to show or adjust and send back as "pose": {"keypoints": ...}.
         */
        get: operations["listPoses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/poses/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate the pose of a person in a photo (free)
         * @description The pose of the one person in a photo, as COCO's 17 keypoints in percent with the estimator's confidence in each and OpenPose's picture of the skeleton: show it, adjust it, and send it as "pose": {"keypoints": ...} (or send the photo itself as "pose": {"photo": ...}). The photo comes as the form's file "photo", or as JSON {"photo": "<base64 or data: URL>"} like a pose's photo. Estimated on the worker (MoveNet on TensorFlow.js). Free; 60 estimates an hour per account (photo poses on generations count too), then 429 with Retry-After.
         */
        post: operations["estimatePose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your gallery of generated scenes, newest first
         * @description Your generated scenes (POST /api/generate, /api/generate-multi and variations), newest first, in pages that neither repeat nor skip a scene while new ones arrive: pass next_after as after for the next page. character_id keeps the scenes that show that character; source_image_id the variations made from that scene.
         */
        get: operations["listScenes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenes/{image_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your scenes
         * @description One of your generated scenes.
         */
        get: operations["getScene"];
        put?: never;
        post?: never;
        /**
         * Delete one of your scenes
         * @description Deletes one of your scenes and its file (its URL then answers 404). 409 names what still uses it: variations made from it, or a variation being made.
         */
        delete: operations["deleteScene"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenes/{image_id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a scene in words, by mask or region (1 credit)
         * @description Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given: pixels outside them are kept exactly. The result is a new scene naming the one it was edited from, which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit could be made; Idempotency-Key honoured.
         */
        post: operations["editScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenes/{image_id}/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The edit history of a scene
         * @description The edits made of one of your scenes, newest first; each names the scene it was edited from, and its own edits are listed the same way.
         */
        get: operations["listSceneEdits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenes/{image_id}/vary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Near-clones of one of your scenes that differ only in one dimension (1 credit per generated variant)
         * @description Makes near-copies of one of the caller's scenes that differ in one dimension (pose, expression, framing, lighting). 1 credit per variant delivered; failed variants are refunded.
         */
        post: operations["varyScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in, with the CSRF token for signed-in changes
         * @description The signed-in user with balance, plan and whether the email address is confirmed. With a session cookie the body carries the CSRF token to send as X-CSRF-Token; with an API key it is null.
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in to the console with email and password
         * @description Signs in with email and password and sets the session cookie. Failures are counted per email and per client address; past the limit every attempt gets 429 until Retry-After.
         */
        post: operations["signIn"];
        /**
         * Sign out: the session ends and its cookie is cleared
         * @description Ends the session of the cookie (it can no longer be used) and clears the cookie. A cookie-authenticated call needs the X-CSRF-Token header.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address with the token of the emailed link
         * @description Follows a confirmation link (sent at sign-up, or to the new address of an email change): the address is confirmed, an email change moves the account to it, and the sign-up credits are granted the first time an address is ever confirmed. It signs nobody in: the person who chose the password signs in with it (a link that signed in would hand an address's owner an account someone else signed up with and knows the password of). Each link works once, for 24 hours; followed again once its address is confirmed, it says so (already_confirmed).
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link by email
         * @description Emails a link to choose a new password when an account uses this address. The answer is the same whether or not one does. Limited per address asked about and per client address.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How sign-up works on this server
         * @description What the sign-up form needs: whether sign-up is open, the credits a confirmed account gets, and the CAPTCHA to show (its site key), if any.
         */
        get: operations["getSignUpOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the token of the emailed link
         * @description Sets a new password with the token of an emailed reset link (single use, 30 minutes). Every session of the account ends; a notice goes to its address.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a console account; its emailed link confirms the address and signs in
         * @description Creates an account with email and password (when SIGNUP_MODE is open) on the free plan, unverified and not signed in: a link to confirm the address is emailed, and following it confirms the address, signs in and brings the sign-up credits (once per address ever). When the address has an account already, nothing is created and that address is emailed that someone tried to sign up with it, with links to sign in and to reset the password. The answer is the same either way (202, the same body, no session), and so is the work done, so it never tells whether an address has an account. Sign-ups are limited per client address and hour; with a CAPTCHA configured, captcha_token is checked with its provider.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storybook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a storybook: one scene per page, in parallel, with an optional PDF (1 credit per page, refunded per failed page)
         * @description Generates a storybook: one scene per page in parallel, with an optional PDF. 1 credit per page; each failed page is refunded; Idempotency-Key honoured.
         */
        post: operations["createStorybook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storybooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your storybooks, newest first
         * @description The storybooks you made, newest first, with their status and page counts; pages with limit and offset or cursor (next_cursor of the page before). Read one with getStorybook.
         */
        get: operations["listStorybooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storybooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored storybook with its pages
         * @description A storybook with each page's status, image and score, and the PDF when there is one.
         */
        get: operations["getStorybook"];
        put?: never;
        post?: never;
        /**
         * Delete a storybook and its files
         * @description Deletes a storybook with its pages, their images and its PDF (their URLs then answer 404). 409 while a run is making it.
         */
        delete: operations["deleteStorybook"];
        options?: never;
        head?: never;
        /**
         * Change a storybook's language; its PDF is made again in it (free)
         * @description Changes the storybook's language (BCP 47); its PDF, when it has one, is assembled again with its text set and declared in that language. Free. 409 while a run is making it.
         */
        patch: operations["updateStorybook"];
        trace?: never;
    };
    "/api/storybooks/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a storybook's PDF, named after the book
         * @description The storybook's PDF (made when it was asked for with export_pdf), as a download named after the book's first page. pdf_url serves the same file without a name.
         */
        get: operations["downloadStorybookPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storybooks/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A storybook's progress as Server-Sent Events
         * @description Follows a storybook run as Server-Sent Events: each page as it is generated or fails, status changes, then done with the whole book.
         */
        get: operations["streamStorybookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storybooks/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate only a storybook's failed pages in a new run (1 credit per failed page, refunded per page that fails again)
         * @description Generates only the failed pages of a storybook again in a new run. 1 credit per failed page; pages that fail again are refunded.
         */
        post: operations["retryStorybookPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a Stripe checkout for a plan subscription; redirect the user to the returned url
         * @description Creates a Stripe Checkout session for the creator or studio plan and returns the page to send the user to; the plan changes when Stripe reports the payment.
         */
        post: operations["startPlanCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What can be bought here: whether payments are configured, the credit packs and the plans
         * @description Whether this server takes payments, and the credit packs and plans it sells with what each grants (from the pricing configuration). The amounts charged are Stripe prices, shown on the Stripe Checkout page.
         */
        get: operations["getPaymentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the Stripe customer portal (change or cancel the plan, invoices, payment methods)
         * @description Opens Stripe's customer portal for the caller, where they change or cancel their plan and see invoices.
         */
        post: operations["openBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a Stripe checkout for a one-time credit pack; the credits arrive when Stripe reports the payment
         * @description Creates a Stripe Checkout session for a one-time credit pack; the server decides what the pack grants.
         */
        post: operations["startCreditTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe events (signed with the endpoint secret; no API key). Each event changes credits or the plan at most once
         * @description Receives Stripe events, verified by their signature on the raw body instead of an API key; each event is applied at most once.
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook settings and the event types
         * @description The balance below which a charge sends credits.low, and every event type with what it tells.
         */
        get: operations["getWebhookSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the credits.low threshold
         * @description Sets the balance below which a charge sends credits.low (once each time a charge crosses it); null turns it off.
         */
        patch: operations["updateWebhookSettings"];
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints
         * @description Your webhook endpoints, oldest first, with the events each receives and whether it is enabled (secrets are never shown again).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint; its signing secret is returned this once
         * @description Adds an endpoint that receives the events it names, each POSTed as JSON and signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the secret this answer shows once. At most 10 endpoints per account.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint
         * @description One of your endpoints: its events, whether it is enabled and, when it was disabled automatically, why.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint with its deliveries; deliveries still being retried stop at their next attempt.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change or disable a webhook endpoint
         * @description Changes the URL, the events, the description, or disables (enabled: false) or enables again (enabled: true, which clears why it was disabled) the endpoint.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint's deliveries with their attempts
         * @description Deliveries to this endpoint, newest first, each with its event, its status and every attempt: when, the status code, the latency and the first 1 KB of the answer; pages with limit and offset or cursor (next_cursor of the page before).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a webhook delivery
         * @description Sends a delivered or failed delivery again, once, with the same event and so the same webhook-id (receivers that deduplicate by it see it once).
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret, with an overlap
         * @description Makes a new signing secret, returned this once. For overlap_hours (default 24) deliveries carry two signatures, by the new and by the old secret, so receivers can switch without missing one.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook endpoint
         * @description Sends a webhook.test event to this endpoint now (whatever events it receives), delivered and retried like any other; follow it in listWebhookDeliveries.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored image or PDF (unguessable URL; no API key needed)
         * @description Serves a stored file by its unguessable URL, with long cache headers. Image and PDF URLs in other responses point here.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database and Temporal connectivity
         * @description Whether the API reaches its database and Temporal; 503 names what is down, or says `draining` while this process stops (send no more requests to it). No API key needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of the API process (behind METRICS_TOKEN)
         * @description Prometheus metrics of this API process (requests, latencies, runs). Served here only behind METRICS_TOKEN, sent as `Authorization: Bearer <METRICS_TOKEN>` (no API key); with API_METRICS_PORT they are on that port instead, and with neither they are not served.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/fal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * fal prediction webhooks (signed; no API key)
         * @description Receives fal's word that a prediction this server started has ended. Verified by its signature (Ed25519 over request id, user id, timestamp and the body's SHA-256 (X-Fal-Webhook-* headers; keys from fal's JWKS)) before anything is done with it, with a timestamp within 5 minutes; no API key. Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting for the prediction copies its output.
         */
        post: operations["receiveFalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/replicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replicate prediction webhooks (signed; no API key)
         * @description Receives Replicate's word that a prediction this server started has ended. Verified by its signature (Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature; the account's `whsec_` secret)) before anything is done with it, with a timestamp within 5 minutes; no API key. Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting for the prediction copies its output.
         */
        post: operations["receiveReplicateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Accepted: {
            /** @enum {boolean} */
            accepted: true;
            message: string;
        };
        AccountDeletion: {
            /** @enum {string} */
            deletion: "started";
            message: string;
            /** @description The deletion run (Temporal workflow id), for the operator */
            run_id: string;
        };
        AccountExport: {
            /** Format: date-time */
            created_at: string;
            /** @description The zip (needs your API key or session) while the export is ready */
            download_url: string | null;
            error: string | null;
            /**
             * Format: date-time
             * @description After this the zip is deleted; ask for a new export
             */
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            ready_at: string | null;
            size_bytes: number | null;
            /** @enum {string} */
            status: "preparing" | "ready" | "failed" | "expired";
        };
        AccountExportList: {
            exports: components["schemas"]["AccountExport"][];
        };
        AccountPreferences: {
            /**
             * @description The web console's language for this account; null: each browser's own
             * @example ja
             * @enum {string|null}
             */
            console_language: "en" | "es" | "ja" | "ar" | null;
        };
        AccountPreferencesChange: {
            /**
             * @description The web console's language for this account (en, es, ja or ar); null: each browser's own language
             * @example ja
             * @enum {string|null}
             */
            console_language: "en" | "es" | "ja" | "ar" | null;
        };
        ApiKey: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            key_prefix: string;
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            /** Format: date-time */
            revoked_at: string | null;
        };
        BrandAsset: {
            /** Format: uuid */
            brand_kit_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            image_url: string;
            kind: components["schemas"]["BrandAssetKind"];
            label: string;
        };
        /** @enum {string} */
        BrandAssetKind: "logo" | "product" | "packaging" | "reference";
        BrandKit: {
            brand_voice: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            logo_image_url: string | null;
            name: string;
            palette: components["schemas"]["PaletteColor"][];
        };
        BrandKitWithAssets: components["schemas"]["BrandKit"] & {
            assets: components["schemas"]["BrandAsset"][];
        };
        /** @description The CAPTCHA sign-ups must solve, or null when there is none */
        CaptchaWidget: {
            /** @enum {string} */
            provider: "turnstile" | "hcaptcha";
            site_key: string;
        } | null;
        /** @enum {string} */
        CaptionType: "narration" | "dialogue";
        ChangeEmail: {
            /**
             * @description The new address; the account moves there once the link sent to it is followed
             * @example ada.new@example.com
             */
            email: string;
            /** @example correct horse battery */
            password: string;
        };
        ChangePassword: {
            /** @example correct horse battery */
            current_password: string;
            /**
             * @description At least 10 characters, not a common password
             * @example a new and longer passphrase
             */
            new_password: string;
        };
        Character: {
            /** Format: date-time */
            created_at: string;
            description: string;
            descriptor: components["schemas"]["CharacterDescriptor"];
            /**
             * @description null without a source image
             * @enum {string|null}
             */
            face_mode: "pulid" | "illustrated" | null;
            /** Format: uuid */
            id: string;
            name: string;
            source_image_url: string | null;
            /**
             * @description draft -> (lock) -> locked -> (publish) -> published; unlock: locked -> draft
             * @enum {string}
             */
            status: "draft" | "locked" | "published";
            style_notes: string | null;
        };
        CharacterDescriptor: {
            accessories: string[];
            /** @enum {string} */
            age: "child" | "teen" | "adult" | "elder";
            /** @enum {string} */
            build: "slim" | "average" | "broad";
            /** @description Parts the description did not state, filled with neutral defaults ('hair colour', 'eyes', an outfit piece, 'shirt colour'...) */
            defaults?: string[];
            eyes: string;
            hair: {
                color: string;
                style: string;
            };
            outfit: {
                color: string;
                piece: string;
            }[];
            palette: string[];
            /** @description Skin, fur or plating colour */
            skin: string;
            /** @enum {string} */
            species: "human" | "cat" | "dog" | "fox" | "bear" | "rabbit" | "robot";
        };
        CharacterListItem: components["schemas"]["Character"] & {
            /**
             * @description What the reference picture shows, for readers who cannot see it: the character, the view or mood, and how it looks
             * @example Mara, front view: A young woman with short black hair, brown eyes and a red scarf.
             */
            reference_image_alt_text: string | null;
            /** @description A thumbnail of the reference sheet: the front view, else the first reference drawn; null before the character has references */
            reference_image_url: string | null;
        };
        CharacterWithReferences: components["schemas"]["Character"] & {
            references: components["schemas"]["ReferenceImage"][];
        };
        Comic: {
            character_ids: string[];
            /**
             * @description The cover's text alternative: page 1's alt_text
             * @example Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.
             */
            cover_image_alt_text: string | null;
            cover_image_url: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Why generation failed (status failed) */
            error: string | null;
            /** Format: uuid */
            id: string;
            /**
             * @description BCP 47 language of its texts, given or detected; the lettering, exports and reading direction follow it
             * @example ja
             */
            language: string;
            outfit_locks: components["schemas"]["OutfitLock"][];
            page_count: number;
            /**
             * @description Its pages' and bubbles' reading order: rtl for a right-to-left language, and for a manga in Japanese or Traditional Chinese
             * @enum {string}
             */
            reading_direction: "ltr" | "rtl";
            setting: string;
            /**
             * @description What the establishing shot shows, for readers who cannot see it
             * @example Establishing shot of the setting: a night market of paper lanterns.
             */
            setting_anchor_alt_text: string | null;
            setting_anchor_url: string | null;
            /** @enum {string} */
            status: "generating" | "ready" | "failed";
            story_prompt: string;
            style_lock: string;
            style_preset: components["schemas"]["ComicStyleKey"];
            title: string;
        };
        ComicBubble: {
            /** @description Centre of the bubble, in percent of the panel */
            anchor: {
                x: number;
                y: number;
            };
            /** @description Bounds of the bubble, in percent of the panel */
            box: {
                height: number;
                width: number;
                x: number;
                y: number;
            };
            /** @description Joined to the bubble before: the same speaker's next line */
            joins_previous?: boolean;
            speaker_name?: string;
            /** @description Where a balloon tail points (the speaker), in percent of the panel */
            tail?: {
                x: number;
                y: number;
            };
            text: string;
            /**
             * @description speech, whisper (dashed), shout (burst), narration box, thought cloud or sound effect
             * @enum {string}
             */
            type: "speech" | "whisper" | "shout" | "narration" | "thought" | "sfx";
            /** @description Set in vertical columns, top to bottom and right to left (a Japanese or Chinese manga read right to left); its box is tall */
            vertical?: boolean;
        };
        ComicLayout: {
            /** Format: uuid */
            comic_id: string;
            direction: components["schemas"]["ReadingDirection"] & unknown;
            page_height: number;
            page_width: number;
            pages: {
                page: number;
                /** @description Where each panel sits on the page, in reading order (pixels) */
                panels: {
                    height: number;
                    page_number: number;
                    width: number;
                    x: number;
                    y: number;
                }[];
                template: string;
                /** @description The laid-out page as PNG (needs the API key) */
                url: string;
            }[];
        };
        /** @description The panel, showing the edited picture */
        ComicPanel: {
            action: string;
            /**
             * @description The panel's text alternative, for readers who cannot see it: the framing and who is where (from the render), what happens (the action), then every bubble's words in reading order with who says them and how ("Ana whispers: …", "Narration: …", "Sound: …"), as written. Follows lettering edits unless a client set its own.
             * @example Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.
             */
            alt_text: string;
            /** @description true when a client wrote alt_text (PATCH .../panels/{page_number}); lettering edits then keep it */
            alt_text_custom: boolean;
            bubbles: components["schemas"]["ComicBubble"][];
            caption: string;
            caption_type: components["schemas"]["CaptionType"];
            /** Format: uuid */
            comic_id: string;
            /** Format: date-time */
            created_at: string;
            error: string | null;
            /** @description With error: 422 when the image provider refused the panel under its content policy, 502 when the model failed; null otherwise */
            error_status: number | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Once the panel has been edited: the picture it shows, a generated image naming the one it was edited from (GET /api/scenes/{image_id}/edits lists the edits of a picture); null for a panel as drawn
             */
            image_id: string | null;
            image_url: string | null;
            page_number: number;
            /** @description The panel with its bubbles drawn (PNG, needs the API key) */
            page_url: string | null;
            scene_prompt: string;
            shot: components["schemas"]["ComicShot"];
            speaker: string | null;
        };
        /** @enum {string} */
        ComicShot: "establishing" | "wide" | "two_shot" | "medium" | "closeup" | "reaction_closeup" | "over_shoulder" | "splash";
        /** @enum {string} */
        ComicStyleKey: "classic_american" | "manga_bw" | "european_tintin" | "indie_webcomic" | "newspaper_sunday";
        ComicWebtoon: {
            /** Format: uuid */
            comic_id: string;
            /** @description Height of the whole strip */
            height: number;
            /**
             * @description BCP 47 language of the strip's lettering and alt texts: the lang of a reader's page
             * @example ko
             */
            lang: string;
            slices: {
                /**
                 * @description What the slice's picture shows, for its img alt: the text alternative of each panel it holds, in reading order, or that a panel from the slice before goes on
                 * @example Panel 2. Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH. Panel 3, continued.
                 */
                alt_text: string;
                height: number;
                /** @description The panels the slice shows, top to bottom */
                panels: {
                    /** @description The panel began in an earlier slice */
                    continued: boolean;
                    page_number: number;
                }[];
                slice: number;
                top: number;
                url: string;
            }[];
            width: number;
        };
        ConfirmEmail: {
            /**
             * @description The token of the link sent by email (its `token` query parameter)
             * @example k2Vb3S9vYx0zq7lPpQeR8mT1nHcUaWdJfGiLoXsE4yA
             */
            token: string;
        };
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            key: string;
            warning: string;
        };
        CreatedCharacter: components["schemas"]["Character"] & {
            /** @description Present when several people were detected in the image, or when the built-in descriptor (it reads English only) could not read the description: what was not understood, and how to set the look otherwise */
            warning?: string;
        };
        CreatedComic: components["schemas"]["Comic"] & {
            /**
             * @description Present when the image model that draws its panels (the default) reads English only and the setting or outfits are in another language: what was not understood, and how to configure a model that reads it (its environment variables)
             * @example The built-in planner reads English only: it cannot read the story, written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API).
             */
            warning?: string;
        };
        CreatedStorybook: components["schemas"]["StorybookResult"] & {
            /**
             * @description Present when its image model reads English only (a built-in one) and the page texts are in another language: what was not understood, and how to configure a model that reads it (its environment variables)
             * @example The built-in planner reads English only: it cannot read the story, written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API).
             */
            warning?: string;
        };
        CreatedWebhookEndpoint: components["schemas"]["WebhookEndpoint"] & {
            /**
             * @description The signing secret (Standard Webhooks: whsec_ and a base64 key); shown only now
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
            /** @example Store this secret now: it is shown only once. Verify each delivery with it. */
            warning: string;
        };
        CreditEntry: {
            /** @description Signed change of the balance: negative for a charge */
            amount: number;
            balance_after: number;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            /**
             * @description grant adds credits (operator or sign-up), charge takes them for a run, refund returns an undelivered unit, purchase is credits bought through Stripe, sale is a marketplace sale paid to the seller and fee the platform share taken from it
             * @enum {string}
             */
            kind: "grant" | "charge" | "refund" | "purchase" | "sale" | "fee";
        };
        CreditHistory: {
            entries: components["schemas"]["CreditEntry"][];
            /** @description Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page */
            next_cursor: string | null;
            /** @description All entries of the caller, not only this page */
            total: number;
        };
        /** @enum {string} */
        CreditPack: "small" | "medium" | "large";
        Credits: {
            credits: number;
            plan: string;
        };
        DeleteAccount: {
            /**
             * @description The account's email address, typed by its owner
             * @example ada@example.com
             */
            confirm: string;
            /** @description Needed when signed in with the console (session cookie) */
            password?: string;
        };
        DeletedScene: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            image_id: string;
        };
        DeletedStorybook: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
        };
        /** @description What to change of a draft: a descriptor is given whole, as it should be (colours #RRGGBB) */
        EditCharacter: {
            description?: string;
            descriptor?: components["schemas"]["CharacterDescriptor"];
            name?: string;
            style_notes?: string | null;
        };
        EditHistory: {
            /** @description Edits made of the picture, newest first */
            edits: components["schemas"]["Scene"][];
        };
        EditResult: {
            /**
             * @description What the picture shows, for readers who cannot see it: who the render placed where, the prompt as written, then any change a variation made, brand assets and the art style
             * @example Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.
             */
            alt_text: string;
            attempts: number;
            consistency_score: number;
            /**
             * Format: uuid
             * @description The picture it was edited from, kept until you delete it
             */
            edited_from_image_id: string;
            /** Format: uuid */
            image_id: string;
            image_url: string;
            issues: string[];
            passed: boolean;
            reasoning: string;
        };
        EmailChangeRequested: {
            message: string;
            pending_email: string;
        };
        EmailConfirmed: {
            /** @description True when the link was followed before and its address is confirmed: nothing changed now */
            already_confirmed: boolean;
            /** @enum {boolean} */
            confirmed: true;
            /** @description Sign-up credits granted now: 0 when this address had them before */
            credits_granted: number;
            /** @description The address the account now has */
            email: string;
            /** @description True when the link confirmed a new address for the account */
            email_changed: boolean;
        };
        Error: {
            error: string;
        };
        ForgotPassword: {
            /** @example ada@example.com */
            email: string;
        };
        GenerateResult: {
            /**
             * @description What the picture shows, for readers who cannot see it: who the render placed where, the prompt as written, then any change a variation made, brand assets and the art style
             * @example Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.
             */
            alt_text: string;
            attempts: number;
            brand_score?: number;
            cached: boolean;
            character_score?: number;
            consistency_score: number;
            /** Format: uuid */
            image_id: string;
            image_url: string;
            /** @description Every problem found: the judge's (likeness, brand, a character missing), then what of the prompt the picture does not show (also in prompt_issues) */
            issues: string[];
            /** @description The likeness met min_score; says nothing of the prompt (see prompt_issues) */
            passed: boolean;
            /** @description Present when a pose was asked for: how the figure matched it (an issue says when it missed) */
            poses?: {
                name: string;
                /** @description Share (0-1) of the skeleton's points the figure has within 0.2 torso lengths: the body's 12 joints and the head; null when the image model does not say where it drew the figure (not checked) */
                pck: number | null;
            }[];
            /**
             * @description What the prompt asked for that the picture does not show: places, things and actions the image model says it did not draw (the built-in illustrator's scene plan), and what a judge that reads the prompt saw missing. Empty when the picture shows all of it. Apart from the scores: consistency_score and passed are about the likeness only
             * @example [
             *       "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
             *     ]
             */
            prompt_issues: string[];
            reasoning: string;
        };
        LibraryCharacter: {
            appearance_summary: string;
            clothing_description: string | null;
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            personality_traits: string[];
            /**
             * @description What the reference picture shows, for readers who cannot see it: the character, the view or mood, and how it looks
             * @example Mara, front view: A young woman with short black hair, brown eyes and a red scarf.
             */
            reference_image_alt_text: string | null;
            /** @description The front view, when there is one */
            reference_image_url: string | null;
            style_notes: string | null;
            usage_count: number;
        };
        LibraryImport: {
            /** Format: uuid */
            character_id: string;
            name: string;
        };
        LibraryPage: {
            characters: components["schemas"]["LibraryCharacter"][];
            /** @description Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page */
            next_cursor: string | null;
            /** @description Number of all matches, not only this page */
            total: number;
            /** @description false when the search matched more than 1,000 entries: total is then PostgreSQL's estimate, not a count */
            total_exact: boolean;
        };
        Listing: {
            /**
             * Format: uuid
             * @description The seller's character; null once the seller deleted it (the listing reads as withdrawn)
             */
            character_id: string | null;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** Format: uuid */
            id: string;
            /**
             * @description What the reference picture shows, for readers who cannot see it: the character, the view or mood, and how it looks
             * @example Mara, front view: A young woman with short black hair, brown eyes and a red scarf.
             */
            preview_image_alt_text: string | null;
            preview_image_url: string | null;
            price_credits: number;
            sales_count: number;
            /** Format: uuid */
            seller_id: string;
            status: components["schemas"]["ListingStatus"];
            title: string;
        };
        ListingPage: {
            limit: number;
            listings: components["schemas"]["Listing"][];
            /** @description Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page */
            next_cursor: string | null;
            offset: number;
            /** @description Number of all matches, not only this page */
            total: number;
            /** @description false when the search matched more than 1,000 entries: total is then PostgreSQL's estimate, not a count */
            total_exact: boolean;
        };
        /** @enum {string} */
        ListingStatus: "active" | "withdrawn";
        MarketplaceOverview: {
            /** @description Active listings */
            listings_total: number;
            newest: components["schemas"]["Listing"][];
            /** @description Most sold first */
            top: components["schemas"]["Listing"][];
        };
        MarketplacePurchase: {
            /**
             * Format: uuid
             * @description Your locked copy
             */
            character_id: string;
            /** @description Your balance after the purchase */
            credits: number;
            name: string;
            price_credits: number;
        };
        MultiGenerateResult: {
            /**
             * @description What the picture shows, for readers who cannot see it: who the render placed where, the prompt as written, then any change a variation made, brand assets and the art style
             * @example Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.
             */
            alt_text: string;
            attempts: number;
            average_score: number;
            characters: {
                /** Format: uuid */
                id: string;
                name: string;
                score: number;
            }[];
            /** Format: uuid */
            image_id: string;
            image_url: string;
            /** @description Every problem found: the judge's (likeness, brand, a character missing), then what of the prompt the picture does not show (also in prompt_issues) */
            issues: string[];
            /** @enum {string} */
            mode: "illustrated" | "pulid";
            /** @description The likeness met min_score; says nothing of the prompt (see prompt_issues) */
            passed: boolean;
            /** @description Present when poses were asked for: how each figure matched its pose */
            poses?: {
                name: string;
                /** @description Share (0-1) of the skeleton's points the figure has within 0.2 torso lengths: the body's 12 joints and the head; null when the image model does not say where it drew the figure (not checked) */
                pck: number | null;
            }[];
            /**
             * @description What the prompt asked for that the picture does not show: places, things and actions the image model says it did not draw (the built-in illustrator's scene plan), and what a judge that reads the prompt saw missing. Empty when the picture shows all of it. Apart from the scores: consistency_score and passed are about the likeness only
             * @example [
             *       "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
             *     ]
             */
            prompt_issues: string[];
            reasoning: string;
        };
        OutfitLock: {
            character_name: string;
            outfit: string;
        };
        /** @enum {string} */
        PaidPlan: "creator" | "studio";
        PaletteColor: {
            hex: string;
            name: string;
        };
        PanelEditResult: components["schemas"]["EditResult"] & {
            panel: components["schemas"]["ComicPanel"];
        };
        PasswordChanged: {
            /** @enum {boolean} */
            changed: true;
            /** @description Console sign-ins ended by the change (all but the one that asked) */
            other_sessions_ended: number;
        };
        PasswordReset: {
            /** @enum {boolean} */
            password_reset: true;
        };
        PaymentOptions: {
            /** @description False when this server takes no payments (every other payment route answers 503) */
            configured: boolean;
            packs: {
                /** @description Whether the operator set a Stripe price for it */
                available: boolean;
                /** @description Credits the pack grants once paid */
                credits: number;
                pack: components["schemas"]["CreditPack"];
            }[];
            plans: {
                /** @description Whether the operator set a Stripe price for it */
                available: boolean;
                /** @description Credits granted with each paid monthly invoice */
                monthly_credits: number;
                plan: components["schemas"]["PaidPlan"];
            }[];
        };
        PaymentRedirect: {
            /** @description Where to send the user (a Stripe-hosted page) */
            url: string;
        };
        PoseCatalogue: {
            /** @description COCO's 17 keypoint names, in the order of every keypoints array */
            keypoint_names: string[];
            poses: {
                description: string;
                /**
                 * @description 17 points in COCO's order (nose, left_eye, right_eye, left_ear, right_ear, left_shoulder, right_shoulder, left_elbow, right_elbow, left_wrist, right_wrist, left_hip, right_hip, left_knee, right_knee, left_ankle, right_ankle), each [x, y] in percent of the picture's width and height (0-100, y down), or null where not seen. Every joint of the body is needed, and one point of the head (the ears alone: turned away)
                 * @example [
                 *       [
                 *         50,
                 *         21.6
                 *       ],
                 *       [
                 *         51.8,
                 *         20.2
                 *       ],
                 *       [
                 *         48.2,
                 *         20.2
                 *       ],
                 *       [
                 *         53.6,
                 *         21
                 *       ],
                 *       [
                 *         46.4,
                 *         21
                 *       ],
                 *       [
                 *         58.5,
                 *         31.1
                 *       ],
                 *       [
                 *         41.5,
                 *         31.1
                 *       ],
                 *       [
                 *         61.6,
                 *         43.7
                 *       ],
                 *       [
                 *         38.4,
                 *         43.7
                 *       ],
                 *       [
                 *         62.9,
                 *         55.6
                 *       ],
                 *       [
                 *         37.1,
                 *         55.6
                 *       ],
                 *       [
                 *         55.5,
                 *         53.1
                 *       ],
                 *       [
                 *         44.5,
                 *         53.1
                 *       ],
                 *       [
                 *         56.8,
                 *         72
                 *       ],
                 *       [
                 *         43.2,
                 *         72
                 *       ],
                 *       [
                 *         57.5,
                 *         90
                 *       ],
                 *       [
                 *         42.6,
                 *         90
                 *       ]
                 *     ]
                 */
                keypoints: (number[] | null)[];
                label: string;
                /** @enum {string} */
                name: "standing" | "waving" | "pointing" | "arms_up" | "hands_on_hips" | "thinking" | "reaching_up" | "walking" | "running" | "jumping" | "kicking" | "dancing" | "sitting" | "sitting_floor" | "kneeling" | "crouching" | "lying" | "turned_away";
            }[];
        };
        PoseEstimate: {
            height: number;
            /** @description COCO's 17 keypoint names, in the order of keypoints and scores */
            keypoint_names: string[];
            /** @description Where each point is, [x, y] in percent of the photo (0-100, y down); null where the estimator is not sure of it (drag it in before sending the skeleton as "pose": {"keypoints": ...}) */
            keypoints: (number[] | null)[];
            /** @description The estimator's confidence in each point, 0-1 */
            scores: number[];
            /** @description The skeleton as OpenPose draws it (limbs coloured on black, the photo's size), a PNG data: URL */
            skeleton_image: string;
            /** @description The photo's width as the estimator saw it (upright, at most 1024 px) */
            width: number;
        };
        /** @description The photo as JSON, as a pose's photo on a generation takes it */
        PoseEstimatePhoto: {
            /**
             * Format: byte
             * @description A photo of one person, the whole body in view (PNG, JPEG or WebP, base64 or a data: URL, within the JSON body's 1 MB)
             */
            photo: string;
        };
        /** @description The pose to draw the character in: exactly one of name, keypoints, openpose or photo. Costs nothing extra (a photo counts toward the pose estimates of the hour) */
        PoseInput: {
            /**
             * @description 17 points in COCO's order (nose, left_eye, right_eye, left_ear, right_ear, left_shoulder, right_shoulder, left_elbow, right_elbow, left_wrist, right_wrist, left_hip, right_hip, left_knee, right_knee, left_ankle, right_ankle), each [x, y] in percent of the picture's width and height (0-100, y down), or null where not seen. Every joint of the body is needed, and one point of the head (the ears alone: turned away)
             * @example [
             *       [
             *         50,
             *         21.6
             *       ],
             *       [
             *         51.8,
             *         20.2
             *       ],
             *       [
             *         48.2,
             *         20.2
             *       ],
             *       [
             *         53.6,
             *         21
             *       ],
             *       [
             *         46.4,
             *         21
             *       ],
             *       [
             *         58.5,
             *         31.1
             *       ],
             *       [
             *         41.5,
             *         31.1
             *       ],
             *       [
             *         61.6,
             *         43.7
             *       ],
             *       [
             *         38.4,
             *         43.7
             *       ],
             *       [
             *         62.9,
             *         55.6
             *       ],
             *       [
             *         37.1,
             *         55.6
             *       ],
             *       [
             *         55.5,
             *         53.1
             *       ],
             *       [
             *         44.5,
             *         53.1
             *       ],
             *       [
             *         56.8,
             *         72
             *       ],
             *       [
             *         43.2,
             *         72
             *       ],
             *       [
             *         57.5,
             *         90
             *       ],
             *       [
             *         42.6,
             *         90
             *       ]
             *     ]
             */
            keypoints?: (number[] | null)[];
            /**
             * @description A pose of the catalogue (GET /api/poses)
             * @enum {string}
             */
            name?: "standing" | "waving" | "pointing" | "arms_up" | "hands_on_hips" | "thinking" | "reaching_up" | "walking" | "running" | "jumping" | "kicking" | "dancing" | "sitting" | "sitting_floor" | "kneeling" | "crouching" | "lying" | "turned_away";
            /** @description OpenPose's JSON (--write_json, or a pose editor's export): one person's pose_keypoints_2d, 18 (COCO) or 25 (BODY_25) points as x, y, confidence; in pixels of canvas_width x canvas_height, or normalised to 0-1 */
            openpose?: {
                canvas_height?: number;
                canvas_width?: number;
                people: {
                    pose_keypoints_2d: number[];
                }[];
            };
            /**
             * Format: byte
             * @description A photo of one person in the pose: the pose estimator finds its keypoints before anything is charged. 400 for a photo with no person, several people, or a body not all in view (PNG, JPEG or WebP, base64 or a data: URL, within the JSON body's 1 MB)
             */
            photo?: string;
        };
        PredictionWebhookReceipt: {
            /** @description False when it changed nothing: delivered before, about a prediction still running, or one already settled */
            applied: boolean;
            detail: string;
            /** @enum {boolean} */
            received: true;
        };
        /**
         * @description Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language
         * @enum {string}
         */
        ReadingDirection: "ltr" | "rtl";
        ReferenceImage: {
            /**
             * @description What the reference picture shows, for readers who cannot see it: the character, the view or mood, and how it looks
             * @example Mara, front view: A young woman with short black hair, brown eyes and a red scarf.
             */
            alt_text: string;
            /** Format: uuid */
            character_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            image_url: string;
            label: string;
        };
        ReferenceSheet: {
            /** @description Labels that could not be drawn, and why */
            failures: {
                error: string;
                label: string;
                /** @description 422: the image provider refused the request under its content policy; 502: the model failed */
                status: number;
            }[];
            /** @description Images made by this request */
            generated: number;
            /** @description All of the character's reference images */
            references: components["schemas"]["ReferenceImage"][];
        };
        ResetPassword: {
            /**
             * @description At least 10 characters, not a common password
             * @example correct horse battery
             */
            password: string;
            /**
             * @description The token of the link sent by email (its `token` query parameter)
             * @example k2Vb3S9vYx0zq7lPpQeR8mT1nHcUaWdJfGiLoXsE4yA
             */
            token: string;
        };
        RotatedWebhookSecret: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            previous_secret_expires_at: string | null;
            /**
             * @description The signing secret (Standard Webhooks: whsec_ and a base64 key); shown only now
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
            /** @example Store this secret now: it is shown only once. Verify each delivery with it. */
            warning: string;
        };
        Scene: {
            /**
             * @description What the picture shows, for readers who cannot see it: who the render placed where, the prompt as written, then any change a variation made, brand assets and the art style
             * @example Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.
             */
            alt_text: string;
            art_style: string | null;
            attempts: number;
            /** Format: uuid */
            brand_kit_id: string | null;
            brand_score: number | null;
            /** Format: uuid */
            character_id: string | null;
            character_ids: string[];
            /** @description Each character's likeness score, in character_ids order */
            character_scores: {
                name: string;
                score: number;
            }[];
            consistency_score: number;
            /** Format: date-time */
            created_at: string;
            /** @description For an edit: what was asked to change */
            edit_instruction: string | null;
            /**
             * Format: uuid
             * @description For an edit: the scene it was edited from
             */
            edited_from_image_id: string | null;
            /** Format: uuid */
            image_id: string;
            image_url: string;
            /** @description Every problem found: the judge's (likeness, brand, a character missing), then what of the prompt the picture does not show (also in prompt_issues) */
            issues: string[];
            /**
             * @description scene: POST /api/generate; multi: POST /api/generate-multi; variant: a variation (POST /api/scenes/{image_id}/vary); edit: an edit (POST /api/scenes/{image_id}/edit)
             * @enum {string}
             */
            kind: "scene" | "multi" | "variant" | "edit";
            model: string;
            /** @description The likeness met the minimum asked for; says nothing of the prompt (see prompt_issues) */
            passed: boolean;
            /** @description The poses its characters were asked to be in (COCO keypoints in percent; pose_name when from the catalogue) and PCK@0.2 of each figure drawn; null when none was */
            poses: {
                keypoints: (number[] | null)[];
                name: string;
                pck: number | null;
                pose_name: string | null;
            }[] | null;
            prompt: string;
            /**
             * @description What the prompt asked for that the picture does not show: places, things and actions the image model says it did not draw (the built-in illustrator's scene plan), and what a judge that reads the prompt saw missing. Empty when the picture shows all of it. Apart from the scores: consistency_score and passed are about the likeness only
             * @example [
             *       "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
             *     ]
             */
            prompt_issues: string[];
            /** @description The judge's reasoning for the score */
            reasoning: string;
            /** @description What the image model understood of the prompt and drew; null for models that do not say, and for scenes made before plans were kept */
            scene_plan: {
                characters: {
                    action: string;
                    expression: string;
                    holding?: string;
                    name: string;
                    on?: string;
                    posture: string;
                }[];
                interaction?: string;
                nearest_to?: string;
                /** @description What the prompt asked for that the model says it did not draw, in sentences (empty in plans kept before it said) */
                not_drawn: string[];
                place: string;
                /**
                 * @description named in the prompt; nearest: the nearest place the model draws to one it does not (nearest_to); implied by what is in the scene; default; anchor: kept from a previous image
                 * @enum {string}
                 */
                place_from: "named" | "nearest" | "implied" | "default" | "anchor";
                /** @description Things in the scene besides what characters hold or use */
                props: {
                    name: string;
                    near: string[];
                    where: string;
                }[];
                time: string;
                /** @description Words of the prompt that named nothing the model could draw */
                unknown_words: string[];
                weather: string;
            } | null;
            /**
             * Format: uuid
             * @description For a variant: the scene it was made from
             */
            source_image_id: string | null;
        };
        SceneList: {
            /**
             * Format: uuid
             * @description Pass as `after` for the next page; null on the last page
             */
            next_after: string | null;
            scenes: components["schemas"]["Scene"][];
        };
        SellerListing: components["schemas"]["Listing"] & {
            /** @description What its sales paid you: the prices less the platform fee */
            earned_credits: number;
        };
        SellerListingPage: {
            limit: number;
            listings: components["schemas"]["SellerListing"][];
            /** @description Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page */
            next_cursor: string | null;
            offset: number;
            /** @description Number of all your listings in this state, not only this page */
            total: number;
        };
        Session: {
            /**
             * @description The web console's language the account chose (en, es, ja or ar); null: the browser's language is used
             * @example ja
             * @enum {string|null}
             */
            console_language: "en" | "es" | "ja" | "ar" | null;
            credits: number;
            /** @description Send it as X-CSRF-Token on every signed-in POST, PATCH and DELETE; null for API keys */
            csrf_token: string | null;
            email: string;
            /** @description Whether the email address was confirmed by the link sent to it (sign-up credits come then) */
            email_verified: boolean;
            plan: string;
            /** @enum {string} */
            signed_in_with: "session" | "api_key";
            /** Format: uuid */
            user_id: string;
        };
        SignedOut: {
            signed_out: boolean;
        };
        SignIn: {
            /** @example ada@example.com */
            email: string;
            /** @example correct horse battery */
            password: string;
        };
        SignUp: {
            /** @description The CAPTCHA widget's answer, needed when GET /api/session/options names a CAPTCHA (Cloudflare Turnstile or hCaptcha) */
            captcha_token?: string;
            /** @example ada@example.com */
            email: string;
            /**
             * @description At least 10 characters, not a common password
             * @example correct horse battery
             */
            password: string;
        };
        SignUpOptions: {
            captcha: components["schemas"]["CaptchaWidget"];
            /** @description Credits an account gets once its email address is confirmed (once per address) */
            signup_credits: number;
            /** @enum {string} */
            signup_mode: "open" | "invite" | "closed";
        };
        StartedWebhookDelivery: {
            /** Format: uuid */
            delivery_id: string;
            /**
             * Format: uuid
             * @description The webhook-id the receiver sees
             */
            event_id: string;
        };
        StorybookList: {
            limit: number;
            /** @description Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page */
            next_cursor: string | null;
            offset: number;
            storybooks: components["schemas"]["StorybookSummary"][];
            /** @description All your storybooks, not only this page */
            total: number;
        };
        StorybookResult: {
            character_ids: string[];
            character_names: string[];
            failed: number;
            generated: number;
            /** Format: uuid */
            id: string;
            /**
             * @description BCP 47 language of the page texts, given or detected; the PDF is set and declared in it
             * @example ja
             */
            language: string;
            pages: {
                /**
                 * @description What the page's picture shows, for readers who cannot see it; null while it has none
                 * @example Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.
                 */
                alt_text: string | null;
                consistency_score: number;
                /** @description Present for a failed page */
                error?: string;
                /** @description Present for a failed page: 422 when the image provider refused its request under its content policy, 502 when the model failed */
                error_status?: number;
                image_url: string | null;
                /** @description 1-based */
                page: number;
                prompt: string;
            }[];
            /** @description Present when export_pdf was true */
            pdf_url?: string | null;
            status: components["schemas"]["StorybookStatus"];
            total_pages: number;
        };
        /** @enum {string} */
        StorybookStatus: "generating" | "completed" | "completed_with_failures" | "failed";
        StorybookSummary: {
            character_names: string[];
            /** Format: date-time */
            created_at: string;
            failed: number;
            generated: number;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["StorybookStatus"];
            /** @description The first page's scene description (at most 80 characters, cut at a word): a storybook has no title of its own */
            title: string;
            total_pages: number;
        };
        StripeWebhookReceipt: {
            /** @description False when the event changed nothing (applied before, older, unknown price or customer, unused type) */
            applied: boolean;
            detail: string;
            /** @enum {boolean} */
            received: true;
        };
        VaryResult: {
            failed: number;
            failures: {
                error: string;
                /** @description 422: the image provider refused the request under its content policy; 502: the model failed */
                status: number;
            }[];
            generated: number;
            requested: number;
            /** Format: uuid */
            source_image_id: string;
            target: string;
            variants: {
                /**
                 * @description What the picture shows, for readers who cannot see it: who the render placed where, the prompt as written, then any change a variation made, brand assets and the art style
                 * @example Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.
                 */
                alt_text: string;
                consistency_score: number;
                /** Format: uuid */
                image_id: string;
                image_url: string;
            }[];
            vary: string;
        };
        VerificationSent: {
            email: string;
            /** @enum {boolean} */
            sent: true;
        };
        WebhookAttempt: {
            error: string | null;
            /** @description From the start of the attempt to the answer (or the failure) */
            latency_ms: number;
            /** @description 1, 2, ... over every run of the delivery */
            number: number;
            /**
             * @description delivered: a 2xx answer; failed: another answer, none, or a timeout (10 s); refused: nothing sent, the URL leads to an address deliveries never reach
             * @enum {string}
             */
            outcome: "delivered" | "failed" | "refused";
            /** @description Made by a redelivery you asked for */
            redelivery: boolean;
            /** @description The first 1 KB of the answer */
            response_excerpt: string | null;
            /** Format: date-time */
            started_at: string;
            status_code: number | null;
        };
        WebhookDelivery: {
            attempts: components["schemas"]["WebhookAttempt"][];
            /** Format: date-time */
            created_at: string;
            event: {
                /** Format: date-time */
                created_at: string;
                /**
                 * Format: uuid
                 * @description The webhook-id header of every attempt
                 */
                id: string;
                /** @enum {string} */
                type: "comic.ready" | "comic.failed" | "storybook.completed" | "storybook.completed_with_failures" | "storybook.failed" | "character.references_ready" | "marketplace.sale" | "credits.low" | "webhook.test";
            };
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            next_attempt_at: string | null;
            redeliveries: number;
            /**
             * @description pending while it is tried, then delivered or failed (its schedule ran out, or the endpoint was disabled)
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            limit: number;
            /** @description Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page */
            next_cursor: string | null;
            offset: number;
            total: number;
        };
        WebhookEndpoint: {
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @description Why it was disabled automatically */
            disabled_reason: string | null;
            /** @description False once disabled, by you or after failing for the whole retry window (3 days): then nothing is delivered to it */
            enabled: boolean;
            event_types: components["schemas"]["WebhookEventType"][];
            /**
             * Format: date-time
             * @description When the attempts that have failed in a row since the last success began
             */
            failing_since: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description After a rotation, until when the previous secret still signs beside the new one
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            updated_at: string;
            url: string;
        };
        WebhookEndpointList: {
            endpoints: components["schemas"]["WebhookEndpoint"][];
        };
        /**
         * @description An event an endpoint can subscribe to (GET /api/webhook-settings lists what each means)
         * @enum {string}
         */
        WebhookEventType: "comic.ready" | "comic.failed" | "storybook.completed" | "storybook.completed_with_failures" | "storybook.failed" | "character.references_ready" | "marketplace.sale" | "credits.low";
        WebhookSettings: {
            /** @description A charge that takes your balance below this sends credits.low; null: never */
            credits_low_threshold: number | null;
            /** @description Every event type and what it tells */
            event_types: {
                description: string;
                type: components["schemas"]["WebhookEventType"];
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "confirm": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteAccount"];
            };
        };
        responses: {
            /** @description Access ended; the deletion is under way (Set-Cookie clears the session) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deletion": "started",
                     *       "run_id": "run id",
                     *       "message": "message"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountDeletion"];
                };
            };
            /** @description confirm is not the account's email, or the password is wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "confirm is not the account's email, or the password is wrong"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many emails or wrong passwords in a short time (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many emails or wrong passwords in a short time (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAccountPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "console_language": "ja"
                 *     }
                 */
                "application/json": components["schemas"]["AccountPreferencesChange"];
            };
        };
        responses: {
            /** @description The preferences as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "console_language": "ja"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountPreferences"];
                };
            };
            /** @description Not a language the console is written in */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not a language the console is written in"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada.new@example.com",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": components["schemas"]["ChangeEmail"];
            };
        };
        responses: {
            /** @description The confirmation link is on its way to the new address */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pending_email": "you@example.com",
                     *       "message": "message"
                     *     }
                     */
                    "application/json": components["schemas"]["EmailChangeRequested"];
                };
            };
            /** @description A field is missing, the password given is not yours, or the new one breaks a rule (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing, the password given is not yours, or the new one breaks a rule (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many emails or wrong passwords in a short time (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many emails or wrong passwords in a short time (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export being prepared or ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "preparing",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "ready_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "size_bytes": 1,
                     *       "download_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "error": "error"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description A new export was started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "preparing",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "ready_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "size_bytes": 1,
                     *       "download_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "error": "error"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many new exports this hour (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many new exports this hour (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The export could not be started (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The export could not be started (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "preparing",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "ready_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "size_bytes": 1,
                     *       "download_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "error": "error"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An export is being prepared */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An export is being prepared"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many new exports this hour (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many new exports this hour (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The export could not be started (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The export could not be started (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccountExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Exports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exports": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "status": "preparing",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "ready_at": "2026-01-15T09:30:00.000Z",
                     *           "expires_at": "2026-01-15T09:30:00.000Z",
                     *           "size_bytes": 1,
                     *           "download_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "error": "error"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExportList"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountExportById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "preparing",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "ready_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "size_bytes": 1,
                     *       "download_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "error": "error"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource of yours (or the id is not a UUID) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such resource of yours (or the id is not a UUID)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource of yours (or the id is not a UUID) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such resource of yours (or the id is not a UUID)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The export is still being prepared, or it failed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The export is still being prepared, or it failed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The export expired and its file was deleted */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The export expired and its file was deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "correct horse battery",
                 *       "new_password": "a new and longer passphrase"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePassword"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": true,
                     *       "other_sessions_ended": 1
                     *     }
                     */
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description A field is missing, the password given is not yours, or the new one breaks a rule (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing, the password given is not yours, or the new one breaks a rule (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many emails or wrong passwords in a short time (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many emails or wrong passwords in a short time (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendConfirmationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sent": true,
                     *       "email": "you@example.com"
                     *     }
                     */
                    "application/json": components["schemas"]["VerificationSent"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is confirmed already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The address is confirmed already"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many emails or wrong passwords in a short time (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many emails or wrong passwords in a short time (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keys, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "name": "Mara",
                     *           "key_prefix": "lk_live_4f9a",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "last_used_at": "2026-01-15T09:30:00.000Z",
                     *           "revoked_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        keys: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Default"
                 *     }
                 */
                "application/json": {
                    /** @default Default */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "key_prefix": "lk_live_4f9a",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "last_used_at": "2026-01-15T09:30:00.000Z",
                     *       "revoked_at": "2026-01-15T09:30:00.000Z",
                     *       "key": "lk_live_4f9a2c7e1b8d3a6f5c0e9b2d7a4f1c8e",
                     *       "warning": "warning"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid name, or the plan's active-key cap is reached */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid name, or the plan's active-key cap is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    key_id: string;
                };
            };
        };
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "revoked": true
                     *     }
                     */
                    "application/json": {
                        revoked: boolean;
                    };
                };
            };
            /** @description key_id missing or not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "key_id missing or not a UUID"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such key of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such key of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBrandKits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brand kits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "name": "Mara",
                     *         "logo_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "palette": [
                     *           {
                     *             "name": "Mara",
                     *             "hex": "#c0392b"
                     *           }
                     *         ],
                     *         "brand_voice": "brand voice",
                     *         "created_at": "2026-01-15T09:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BrandKit"][];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    brand_voice?: string;
                    /**
                     * Format: binary
                     * @description Logo image (PNG, JPEG or WebP; a PNG with transparency is preferred)
                     */
                    logo?: string;
                    name: string;
                    /**
                     * @description JSON array of {name, hex}, hex of the form #RRGGBB
                     * @example [{"name":"Sky","hex":"#3A7BD5"}]
                     */
                    palette?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "logo_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "palette": [
                     *         {
                     *           "name": "Mara",
                     *           "hex": "#c0392b"
                     *         }
                     *       ],
                     *       "brand_voice": "brand voice",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandKit"];
                };
            };
            /** @description Missing name, palette not valid JSON, or a hex that is not #RRGGBB */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing name, palette not valid JSON, or a hex that is not #RRGGBB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image over 10 MB or 40 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image over 10 MB or 40 megapixels"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image is not a PNG, JPEG or WebP */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image is not a PNG, JPEG or WebP"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kit and its assets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "logo_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "palette": [
                     *         {
                     *           "name": "Mara",
                     *           "hex": "#c0392b"
                     *         }
                     *       ],
                     *       "brand_voice": "brand voice",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "assets": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "brand_kit_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "kind": "logo",
                     *           "label": "front",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BrandKitWithAssets"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such brand kit of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such brand kit of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such brand kit of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such brand kit of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mara",
                 *       "brand_voice": "brand voice",
                 *       "palette": [
                 *         {
                 *           "name": "Mara",
                 *           "hex": "#c0392b"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    brand_voice?: string | null;
                    name?: string;
                    palette?: components["schemas"]["PaletteColor"][];
                };
            };
        };
        responses: {
            /** @description The updated kit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "logo_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "palette": [
                     *         {
                     *           "name": "Mara",
                     *           "hex": "#c0392b"
                     *         }
                     *       ],
                     *       "brand_voice": "brand voice",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandKit"];
                };
            };
            /** @description Invalid name, brand voice or palette */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid name, brand voice or palette"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such brand kit of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such brand kit of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addBrandKitAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The asset image (PNG, JPEG or WebP)
                     */
                    image?: string;
                    kind: components["schemas"]["BrandAssetKind"];
                    label: string;
                };
            };
        };
        responses: {
            /** @description The new asset */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "brand_kit_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "kind": "logo",
                     *       "label": "front",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandAsset"];
                };
            };
            /** @description Missing or invalid kind, label or image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid kind, label or image"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such brand kit of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such brand kit of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image over 10 MB or 40 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image over 10 MB or 40 megapixels"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image is not a PNG, JPEG or WebP */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image is not a PNG, JPEG or WebP"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBrandKitAsset: {
        parameters: {
            query: {
                asset_id: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description asset_id missing or not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "asset_id missing or not a UUID"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such brand kit of yours, or no such asset in it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such brand kit of yours, or no such asset in it"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCharacters: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-200 (default 100); above 200 is a 400 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of characters */
            200: {
                headers: {
                    /** @description The next page, as RFC 8288 `<url>; rel="next"` (absent on the last page): follow it until there is none */
                    Link?: string;
                    /** @description The next page's cursor (the one in Link); absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description How many characters you have */
                    "X-Total-Count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "name": "Mara",
                     *         "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *         "style_notes": "style notes",
                     *         "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "face_mode": "pulid",
                     *         "status": "draft",
                     *         "descriptor": {
                     *           "species": "human",
                     *           "age": "child",
                     *           "hair": {
                     *             "style": "style",
                     *             "color": "#c0392b"
                     *           },
                     *           "skin": "#c0392b",
                     *           "eyes": "#c0392b",
                     *           "build": "slim",
                     *           "outfit": [
                     *             {
                     *               "piece": "piece",
                     *               "color": "#c0392b"
                     *             }
                     *           ],
                     *           "accessories": [
                     *             "accessories"
                     *           ],
                     *           "palette": [
                     *             "#c0392b"
                     *           ],
                     *           "defaults": [
                     *             "defaults"
                     *           ]
                     *         },
                     *         "created_at": "2026-01-15T09:30:00.000Z",
                     *         "reference_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "reference_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CharacterListItem"][];
                };
            };
            /** @description limit out of range, or a cursor from another list */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "limit out of range, or a cursor from another list"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description How the character looks: the descriptor is derived from it */
                    description: string;
                    /**
                     * Format: binary
                     * @description Optional source image (PNG, JPEG or WebP; at most 10 MB and 40 megapixels). One photographed face gives face_mode "pulid".
                     */
                    image?: string;
                    name: string;
                    style_notes?: string;
                };
            };
        };
        responses: {
            /** @description Created (draft); `warning` when several people are in the image */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "warning": "warning"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedCharacter"];
                };
            };
            /** @description Missing or too long name or description */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or too long name or description"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image over 10 MB or 40 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image over 10 MB or 40 megapixels"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image is not a PNG, JPEG or WebP */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image is not a PNG, JPEG or WebP"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "references": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "label": "front",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CharacterWithReferences"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": {
                        deleted: boolean;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mara",
                 *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                 *       "style_notes": "style notes",
                 *       "descriptor": {
                 *         "species": "human",
                 *         "age": "child",
                 *         "hair": {
                 *           "style": "style",
                 *           "color": "#c0392b"
                 *         },
                 *         "skin": "#c0392b",
                 *         "eyes": "#c0392b",
                 *         "build": "slim",
                 *         "outfit": [
                 *           {
                 *             "piece": "piece",
                 *             "color": "#c0392b"
                 *           }
                 *         ],
                 *         "accessories": [
                 *           "accessories"
                 *         ],
                 *         "palette": [
                 *           "#c0392b"
                 *         ],
                 *         "defaults": [
                 *           "defaults"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EditCharacter"];
            };
        };
        responses: {
            /** @description The character as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            /** @description A field breaks its rule (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field breaks its rule (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character is not a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character is not a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    autoFillCharacterDescriptor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character with its new descriptor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character is not a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character is not a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The descriptor model failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The descriptor model failed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lockCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character is not a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character is not a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publishCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character is not locked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character is not locked"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    drawCharacterReferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description Views and moods to draw; default front, three_quarter, side, back, happy, sad, angry, surprised */
                    labels?: string[];
                    /** @description An image model name (GET /api/models) */
                    model?: string;
                };
            };
        };
        responses: {
            /** @description What was made now, all reference images, and labels that failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "generated": 1,
                     *       "references": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "label": "front",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "failures": [
                     *         {
                     *           "label": "front",
                     *           "error": "error",
                     *           "status": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReferenceSheet"];
                };
            };
            /** @description Invalid labels or unknown model */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid labels or unknown model"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account's email address is not confirmed and it bought no credits (free work needs one or the other), or signed in with the session cookie without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The account's email address is not confirmed and it bought no credits (free work needs one or the other), or signed in with the session cookie without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character is not a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character is not a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No label could be drawn */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No label could be drawn"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unlockCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "style_notes": "style notes",
                     *       "source_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "face_mode": "pulid",
                     *       "status": "draft",
                     *       "descriptor": {
                     *         "species": "human",
                     *         "age": "child",
                     *         "hair": {
                     *           "style": "style",
                     *           "color": "#c0392b"
                     *         },
                     *         "skin": "#c0392b",
                     *         "eyes": "#c0392b",
                     *         "build": "slim",
                     *         "outfit": [
                     *           {
                     *             "piece": "piece",
                     *             "color": "#c0392b"
                     *           }
                     *         ],
                     *         "accessories": [
                     *           "accessories"
                     *         ],
                     *         "palette": [
                     *           "#c0392b"
                     *         ],
                     *         "defaults": [
                     *           "defaults"
                     *         ]
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character is not locked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character is not locked"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listComics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Comics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comics": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "title": "The Windy Hill",
                     *           "story_prompt": "reading a map on a windy hilltop",
                     *           "character_ids": [
                     *             "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *           ],
                     *           "status": "generating",
                     *           "page_count": 1,
                     *           "setting": "setting",
                     *           "outfit_locks": [
                     *             {
                     *               "character_name": "Mara",
                     *               "outfit": "outfit"
                     *             }
                     *           ],
                     *           "style_preset": "classic_american",
                     *           "style_lock": "style lock",
                     *           "language": "ja",
                     *           "reading_direction": "ltr",
                     *           "setting_anchor_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "setting_anchor_alt_text": "Establishing shot of the setting: a night market of paper lanterns.",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "cover_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "cover_image_alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *           "error": "error"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        comics: components["schemas"]["Comic"][];
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createComic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "The Windy Hill",
                 *       "character_ids": [
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *       ],
                 *       "style_preset": "classic_american",
                 *       "story_prompt": "",
                 *       "setting": "",
                 *       "language": "ja",
                 *       "outfit_locks": []
                 *     }
                 */
                "application/json": {
                    character_ids: string[];
                    /**
                     * @description BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not given
                     * @example ja
                     */
                    language?: string;
                    /** @default [] */
                    outfit_locks?: components["schemas"]["OutfitLock"][];
                    /** @default  */
                    setting?: string;
                    /** @default  */
                    story_prompt?: string;
                    style_preset?: components["schemas"]["ComicStyleKey"];
                    title: string;
                };
            };
        };
        responses: {
            /** @description The comic; `warning` when the image model that draws its panels cannot read its setting or outfits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "title": "The Windy Hill",
                     *       "story_prompt": "reading a map on a windy hilltop",
                     *       "character_ids": [
                     *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *       ],
                     *       "status": "generating",
                     *       "page_count": 1,
                     *       "setting": "setting",
                     *       "outfit_locks": [
                     *         {
                     *           "character_name": "Mara",
                     *           "outfit": "outfit"
                     *         }
                     *       ],
                     *       "style_preset": "classic_american",
                     *       "style_lock": "style lock",
                     *       "language": "ja",
                     *       "reading_direction": "ltr",
                     *       "setting_anchor_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "setting_anchor_alt_text": "Establishing shot of the setting: a night market of paper lanterns.",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "cover_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "cover_image_alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *       "error": "error",
                     *       "warning": "The built-in planner reads English only: it cannot read the story, written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API)."
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedComic"];
                };
            };
            /** @description Invalid fields, or an outfit lock for a character not in the comic */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid fields, or an outfit lock for a character not in the comic"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character is not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character is not yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comic and its pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comic": {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "title": "The Windy Hill",
                     *         "story_prompt": "reading a map on a windy hilltop",
                     *         "character_ids": [
                     *           "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *         ],
                     *         "status": "generating",
                     *         "page_count": 1,
                     *         "setting": "setting",
                     *         "outfit_locks": [
                     *           {
                     *             "character_name": "Mara",
                     *             "outfit": "outfit"
                     *           }
                     *         ],
                     *         "style_preset": "classic_american",
                     *         "style_lock": "style lock",
                     *         "language": "ja",
                     *         "reading_direction": "ltr",
                     *         "setting_anchor_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "setting_anchor_alt_text": "Establishing shot of the setting: a night market of paper lanterns.",
                     *         "created_at": "2026-01-15T09:30:00.000Z",
                     *         "cover_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "cover_image_alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *         "error": "error"
                     *       },
                     *       "pages": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "page_number": 1,
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "caption": "reading a map on a windy hilltop",
                     *           "caption_type": "narration",
                     *           "speaker": "speaker",
                     *           "action": "action",
                     *           "scene_prompt": "reading a map on a windy hilltop",
                     *           "shot": "establishing",
                     *           "bubbles": [
                     *             {
                     *               "type": "speech",
                     *               "text": "reading a map on a windy hilltop",
                     *               "speaker_name": "speaker name",
                     *               "anchor": {
                     *                 "x": 1,
                     *                 "y": 1
                     *               },
                     *               "box": {
                     *                 "x": 1,
                     *                 "y": 1,
                     *                 "width": 1,
                     *                 "height": 1
                     *               },
                     *               "tail": {
                     *                 "x": 1,
                     *                 "y": 1
                     *               },
                     *               "joins_previous": true,
                     *               "vertical": true
                     *             }
                     *           ],
                     *           "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *           "alt_text_custom": true,
                     *           "page_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "error": "error",
                     *           "error_status": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        comic: components["schemas"]["Comic"];
                        pages: components["schemas"]["ComicPanel"][];
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteComic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": {
                        deleted: boolean;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateComic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "language": "ja"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not given
                     * @example ja
                     */
                    language: string;
                };
            };
        };
        responses: {
            /** @description The comic and its pages, lettered again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comic": {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "title": "The Windy Hill",
                     *         "story_prompt": "reading a map on a windy hilltop",
                     *         "character_ids": [
                     *           "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *         ],
                     *         "status": "generating",
                     *         "page_count": 1,
                     *         "setting": "setting",
                     *         "outfit_locks": [
                     *           {
                     *             "character_name": "Mara",
                     *             "outfit": "outfit"
                     *           }
                     *         ],
                     *         "style_preset": "classic_american",
                     *         "style_lock": "style lock",
                     *         "language": "ja",
                     *         "reading_direction": "ltr",
                     *         "setting_anchor_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "setting_anchor_alt_text": "Establishing shot of the setting: a night market of paper lanterns.",
                     *         "created_at": "2026-01-15T09:30:00.000Z",
                     *         "cover_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "cover_image_alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *         "error": "error"
                     *       },
                     *       "pages": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "page_number": 1,
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "caption": "reading a map on a windy hilltop",
                     *           "caption_type": "narration",
                     *           "speaker": "speaker",
                     *           "action": "action",
                     *           "scene_prompt": "reading a map on a windy hilltop",
                     *           "shot": "establishing",
                     *           "bubbles": [
                     *             {
                     *               "type": "speech",
                     *               "text": "reading a map on a windy hilltop",
                     *               "speaker_name": "speaker name",
                     *               "anchor": {
                     *                 "x": 1,
                     *                 "y": 1
                     *               },
                     *               "box": {
                     *                 "x": 1,
                     *                 "y": 1,
                     *                 "width": 1,
                     *                 "height": 1
                     *               },
                     *               "tail": {
                     *                 "x": 1,
                     *                 "y": 1
                     *               },
                     *               "joins_previous": true,
                     *               "vertical": true
                     *             }
                     *           ],
                     *           "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *           "alt_text_custom": true,
                     *           "page_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "error": "error",
                     *           "error_status": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        comic: components["schemas"]["Comic"];
                        pages: components["schemas"]["ComicPanel"][];
                    };
                };
            };
            /** @description Not a BCP 47 language tag */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not a BCP 47 language tag"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The comic is still generating */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The comic is still generating"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadComicCbz: {
        parameters: {
            query?: {
                /** @description Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language */
                direction?: components["schemas"]["ReadingDirection"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CBZ (zip) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.comicbook+zip": string;
                };
            };
            /** @description direction=rtl for a comic that is neither manga_bw nor in a right-to-left language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "direction=rtl for a comic that is neither manga_bw nor in a right-to-left language"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found, or no panel has an image yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found, or no panel has an image yet"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadComicEpub: {
        parameters: {
            query?: {
                /** @description Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language */
                direction?: components["schemas"]["ReadingDirection"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description EPUB */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": string;
                };
            };
            /** @description direction=rtl for a comic that is neither manga_bw nor in a right-to-left language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "direction=rtl for a comic that is neither manga_bw nor in a right-to-left language"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found, or no panel has an image yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found, or no panel has an image yet"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadComicPdf: {
        parameters: {
            query?: {
                /** @description Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language */
                direction?: components["schemas"]["ReadingDirection"];
                /** @description pages: laid-out printed pages (default); panels: one panel per page */
                layout?: "pages" | "panels";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description direction=rtl for a comic that is neither manga_bw nor in a right-to-left language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "direction=rtl for a comic that is neither manga_bw nor in a right-to-left language"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found, or no panel has an image yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found, or no panel has an image yet"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamComicEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comic's progress as it happens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The comic has ended and Last-Event-ID shows its end was seen: do not reconnect */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such comic of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such comic of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComicLayout: {
        parameters: {
            query?: {
                /** @description Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language */
                direction?: components["schemas"]["ReadingDirection"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The laid-out pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "direction": "ltr",
                     *       "page_width": 1,
                     *       "page_height": 1,
                     *       "pages": [
                     *         {
                     *           "page": 1,
                     *           "template": "template",
                     *           "url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "panels": [
                     *             {
                     *               "page_number": 1,
                     *               "x": 1,
                     *               "y": 1,
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ComicLayout"];
                };
            };
            /** @description direction=rtl for a comic that is neither manga_bw nor in a right-to-left language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "direction=rtl for a comic that is neither manga_bw nor in a right-to-left language"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found, or no panel has an image yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found, or no panel has an image yet"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComicLayoutPage: {
        parameters: {
            query?: {
                /** @description Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language */
                direction?: components["schemas"]["ReadingDirection"];
            };
            header?: never;
            path: {
                id: string;
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description direction=rtl for a comic that is neither manga_bw nor in a right-to-left language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "direction=rtl for a comic that is neither manga_bw nor in a right-to-left language"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic or page not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic or page not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComicPanelPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic or panel not found, or the panel has no image yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic or panel not found, or the panel has no image yet"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createComicPanel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "page_number": 1,
                 *       "action": "action",
                 *       "shot": "establishing",
                 *       "caption": "",
                 *       "caption_type": "narration",
                 *       "speaker": "speaker",
                 *       "continue_from": 1,
                 *       "poses": {}
                 *     }
                 */
                "application/json": {
                    action: string;
                    /** @default  */
                    caption?: string;
                    caption_type?: components["schemas"]["CaptionType"];
                    continue_from?: number;
                    page_number: number;
                    /** @description A pose for each of the comic's characters that has one, by character id: a catalogue name (GET /api/poses), COCO keypoints in percent or OpenPose JSON; a posed character is in the panel */
                    poses?: {
                        [key: string]: components["schemas"]["PoseInput"];
                    };
                    shot?: components["schemas"]["ComicShot"];
                    speaker?: string;
                };
            };
        };
        responses: {
            /** @description The panel and its image */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "panel": {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "page_number": 1,
                     *         "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "caption": "reading a map on a windy hilltop",
                     *         "caption_type": "narration",
                     *         "speaker": "speaker",
                     *         "action": "action",
                     *         "scene_prompt": "reading a map on a windy hilltop",
                     *         "shot": "establishing",
                     *         "bubbles": [
                     *           {
                     *             "type": "speech",
                     *             "text": "reading a map on a windy hilltop",
                     *             "speaker_name": "speaker name",
                     *             "anchor": {
                     *               "x": 1,
                     *               "y": 1
                     *             },
                     *             "box": {
                     *               "x": 1,
                     *               "y": 1,
                     *               "width": 1,
                     *               "height": 1
                     *             },
                     *             "tail": {
                     *               "x": 1,
                     *               "y": 1
                     *             },
                     *             "joins_previous": true,
                     *             "vertical": true
                     *           }
                     *         ],
                     *         "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *         "alt_text_custom": true,
                     *         "page_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "error": "error",
                     *         "error_status": 1,
                     *         "created_at": "2026-01-15T09:30:00.000Z"
                     *       },
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": {
                        image_url: string;
                        panel: components["schemas"]["ComicPanel"];
                    };
                };
            };
            /** @description Invalid fields, speaker not in the comic, continue_from not an earlier panel with an image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid fields, speaker not in the comic, continue_from not an earlier panel with an image"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The comic is generating, a character is a draft, or the Idempotency-Key was used with another body */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The comic is generating, a character is a draft, or the Idempotency-Key was used with another body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded */
            422: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image model or the judge failed on every attempt (named in the error); refunded */
            502: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image model or the judge failed on every attempt (named in the error); refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateComicPanelLettering: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                page_number: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "caption": "reading a map on a windy hilltop",
                 *       "caption_type": "narration",
                 *       "speaker": "speaker",
                 *       "bubble_anchors": [
                 *         {
                 *           "x": 1,
                 *           "y": 1
                 *         }
                 *       ],
                 *       "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Your own text alternative for the panel, kept through lettering edits; null goes back to the one made from the panel's plan and lettering
                     * @example Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.
                     */
                    alt_text?: string | null;
                    /** @description New centres of the panel's bubbles in order, in percent of the panel (0-100) */
                    bubble_anchors?: {
                        x: number;
                        y: number;
                    }[];
                    caption?: string;
                    caption_type?: components["schemas"]["CaptionType"];
                    /** @description One of the comic's characters; null clears it */
                    speaker?: string | null;
                };
            };
        };
        responses: {
            /** @description The panel with its bubbles placed again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "page_number": 1,
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "caption": "reading a map on a windy hilltop",
                     *       "caption_type": "narration",
                     *       "speaker": "speaker",
                     *       "action": "action",
                     *       "scene_prompt": "reading a map on a windy hilltop",
                     *       "shot": "establishing",
                     *       "bubbles": [
                     *         {
                     *           "type": "speech",
                     *           "text": "reading a map on a windy hilltop",
                     *           "speaker_name": "speaker name",
                     *           "anchor": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "box": {
                     *             "x": 1,
                     *             "y": 1,
                     *             "width": 1,
                     *             "height": 1
                     *           },
                     *           "tail": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "joins_previous": true,
                     *           "vertical": true
                     *         }
                     *       ],
                     *       "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *       "alt_text_custom": true,
                     *       "page_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "error": "error",
                     *       "error_status": 1,
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ComicPanel"];
                };
            };
            /** @description Invalid fields, speaker not in the comic, anchors not one per bubble */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid fields, speaker not in the comic, anchors not one per bubble"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic or panel not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic or panel not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The comic is still generating */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The comic is still generating"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editComicPanel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                page_number: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "instruction": "make the umbrella red",
                 *       "mask": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC",
                 *       "region": {
                 *         "x": 1,
                 *         "y": 1,
                 *         "width": 1,
                 *         "height": 1
                 *       },
                 *       "model": "model",
                 *       "max_retries": 1,
                 *       "min_score": 0.95
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What to change, in words
                     * @example make the umbrella red
                     */
                    instruction: string;
                    /**
                     * Format: byte
                     * @description A PNG of the picture's size, base64 (a data: URL too): white, or transparent as OpenAI's masks mark it, where the picture may change; every other pixel is kept
                     */
                    mask?: string;
                    /** @default 1 */
                    max_retries?: number;
                    /** @default 0.95 */
                    min_score?: number;
                    /** @description The image model; default the one that made the picture */
                    model?: string;
                    /** @description Or a box in percent of the picture that may change */
                    region?: {
                        height: number;
                        width: number;
                        x: number;
                        y: number;
                    };
                };
            };
        };
        responses: {
            /** @description The edited picture and the panel showing it */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "edited_from_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *       "consistency_score": 86,
                     *       "attempts": 1,
                     *       "passed": true,
                     *       "reasoning": "Hair, scarf and face match the reference sheet",
                     *       "issues": [
                     *         "issues"
                     *       ],
                     *       "panel": {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "page_number": 1,
                     *         "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "caption": "reading a map on a windy hilltop",
                     *         "caption_type": "narration",
                     *         "speaker": "speaker",
                     *         "action": "action",
                     *         "scene_prompt": "reading a map on a windy hilltop",
                     *         "shot": "establishing",
                     *         "bubbles": [
                     *           {
                     *             "type": "speech",
                     *             "text": "reading a map on a windy hilltop",
                     *             "speaker_name": "speaker name",
                     *             "anchor": {
                     *               "x": 1,
                     *               "y": 1
                     *             },
                     *             "box": {
                     *               "x": 1,
                     *               "y": 1,
                     *               "width": 1,
                     *               "height": 1
                     *             },
                     *             "tail": {
                     *               "x": 1,
                     *               "y": 1
                     *             },
                     *             "joins_previous": true,
                     *             "vertical": true
                     *           }
                     *         ],
                     *         "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *         "alt_text_custom": true,
                     *         "page_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "error": "error",
                     *         "error_status": 1,
                     *         "created_at": "2026-01-15T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PanelEditResult"];
                };
            };
            /** @description Instruction missing or over 1,000 characters; a mask that is not a PNG, not the picture's size or lets nothing change; a region outside the picture; mask and region both (nothing is charged) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Instruction missing or over 1,000 characters; a mask that is not a PNG, not the picture's size or lets nothing change; a region outside the picture; mask and region both (nothing is charged)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic or panel not found */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic or panel not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The comic is generating, the panel has no picture yet, a character is a draft, or the Idempotency-Key was used with another body */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The comic is generating, the panel has no picture yet, a character is a draft, or the Idempotency-Key was used with another body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded */
            422: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image model or the judge failed on every attempt (named in the error); refunded */
            502: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image model or the judge failed on every attempt (named in the error); refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renderComic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "page_number": 1
                 *     }
                 */
                "application/json": {
                    page_number?: number;
                };
            };
        };
        responses: {
            /** @description The comic and the requested pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comic": {
                     *         "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *         "title": "The Windy Hill",
                     *         "story_prompt": "reading a map on a windy hilltop",
                     *         "character_ids": [
                     *           "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *         ],
                     *         "status": "generating",
                     *         "page_count": 1,
                     *         "setting": "setting",
                     *         "outfit_locks": [
                     *           {
                     *             "character_name": "Mara",
                     *             "outfit": "outfit"
                     *           }
                     *         ],
                     *         "style_preset": "classic_american",
                     *         "style_lock": "style lock",
                     *         "language": "ja",
                     *         "reading_direction": "ltr",
                     *         "setting_anchor_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "setting_anchor_alt_text": "Establishing shot of the setting: a night market of paper lanterns.",
                     *         "created_at": "2026-01-15T09:30:00.000Z",
                     *         "cover_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *         "cover_image_alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *         "error": "error"
                     *       },
                     *       "pages": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "page_number": 1,
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "caption": "reading a map on a windy hilltop",
                     *           "caption_type": "narration",
                     *           "speaker": "speaker",
                     *           "action": "action",
                     *           "scene_prompt": "reading a map on a windy hilltop",
                     *           "shot": "establishing",
                     *           "bubbles": [
                     *             {
                     *               "type": "speech",
                     *               "text": "reading a map on a windy hilltop",
                     *               "speaker_name": "speaker name",
                     *               "anchor": {
                     *                 "x": 1,
                     *                 "y": 1
                     *               },
                     *               "box": {
                     *                 "x": 1,
                     *                 "y": 1,
                     *                 "width": 1,
                     *                 "height": 1
                     *               },
                     *               "tail": {
                     *                 "x": 1,
                     *                 "y": 1
                     *               },
                     *               "joins_previous": true,
                     *               "vertical": true
                     *             }
                     *           ],
                     *           "alt_text": "Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.",
                     *           "alt_text_custom": true,
                     *           "page_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "error": "error",
                     *           "error_status": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        comic: components["schemas"]["Comic"];
                        pages: components["schemas"]["ComicPanel"][];
                    };
                };
            };
            /** @description A field is missing or invalid (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing or invalid (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found, or no panel at page_number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found, or no panel at page_number"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The comic is still generating */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The comic is still generating"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComicWebtoon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The strip and its slices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comic_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "lang": "ko",
                     *       "width": 1,
                     *       "height": 1,
                     *       "slices": [
                     *         {
                     *           "slice": 1,
                     *           "url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "top": 1,
                     *           "height": 1,
                     *           "alt_text": "Panel 2. Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH. Panel 3, continued.",
                     *           "panels": [
                     *             {
                     *               "page_number": 1,
                     *               "continued": true
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ComicWebtoon"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic not found, or no panel has an image yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic not found, or no panel has an image yet"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComicWebtoonSlice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                slice: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comic or slice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Comic or slice not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    generateComic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "The Windy Hill",
                 *       "story_prompt": "reading a map on a windy hilltop",
                 *       "character_ids": [
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *       ],
                 *       "language": "ja",
                 *       "page_count": 5,
                 *       "style_preset": "classic_american"
                 *     }
                 */
                "application/json": {
                    character_ids: string[];
                    /**
                     * @description BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not given
                     * @example ja
                     */
                    language?: string;
                    /** @default 5 */
                    page_count?: number;
                    story_prompt: string;
                    style_preset?: components["schemas"]["ComicStyleKey"];
                    title: string;
                };
            };
        };
        responses: {
            /** @description Accepted: poll GET /api/comics/{id}; `warning` when the planner cannot read the story */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "generating",
                     *       "page_count": 1,
                     *       "warning": "The built-in planner reads English only: it cannot read the story, written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API)."
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        page_count: number;
                        /** @enum {string} */
                        status: "generating";
                        /**
                         * @description Present when the planner reads English only (the built-in one) and the story is in another language: what was not understood, and how to configure a model that reads it (its environment variables)
                         * @example The built-in planner reads English only: it cannot read the story, written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API).
                         */
                        warning?: string;
                    };
                };
            };
            /** @description Invalid fields, or a character without reference images */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid fields, or a character without reference images"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character is not yours */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character is not yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character is a draft, or the Idempotency-Key was used with another body */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character is a draft, or the Idempotency-Key was used with another body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "credits": 10,
                     *       "plan": "plan"
                     *     }
                     */
                    "application/json": components["schemas"]["Credits"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCreditHistory: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-200 (default 50); above 200 is a 400 */
                limit?: number;
                /** @description Entries to skip, for the next pages */
                offset?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Grants, charges and refunds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "kind": "grant",
                     *           "amount": 10,
                     *           "balance_after": 10,
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "next_cursor": "next cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditHistory"];
                };
            };
            /** @description limit or offset out of range, or a cursor from another list */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "limit or offset out of range, or a cursor from another list"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    generateScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "reading a map on a windy hilltop",
                 *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *       "brand_kit_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *       "brand_asset_ids": [
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *       ],
                 *       "previous_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *       "art_style": "art style",
                 *       "model": "model",
                 *       "max_retries": 3,
                 *       "min_score": 0.95,
                 *       "no_cache": false,
                 *       "pose": {
                 *         "name": "standing",
                 *         "keypoints": [
                 *           [
                 *             50,
                 *             21.6
                 *           ],
                 *           [
                 *             51.8,
                 *             20.2
                 *           ],
                 *           [
                 *             48.2,
                 *             20.2
                 *           ],
                 *           [
                 *             53.6,
                 *             21
                 *           ],
                 *           [
                 *             46.4,
                 *             21
                 *           ],
                 *           [
                 *             58.5,
                 *             31.1
                 *           ],
                 *           [
                 *             41.5,
                 *             31.1
                 *           ],
                 *           [
                 *             61.6,
                 *             43.7
                 *           ],
                 *           [
                 *             38.4,
                 *             43.7
                 *           ],
                 *           [
                 *             62.9,
                 *             55.6
                 *           ],
                 *           [
                 *             37.1,
                 *             55.6
                 *           ],
                 *           [
                 *             55.5,
                 *             53.1
                 *           ],
                 *           [
                 *             44.5,
                 *             53.1
                 *           ],
                 *           [
                 *             56.8,
                 *             72
                 *           ],
                 *           [
                 *             43.2,
                 *             72
                 *           ],
                 *           [
                 *             57.5,
                 *             90
                 *           ],
                 *           [
                 *             42.6,
                 *             90
                 *           ]
                 *         ],
                 *         "openpose": {
                 *           "people": [
                 *             {
                 *               "pose_keypoints_2d": [
                 *                 1
                 *               ]
                 *             }
                 *           ],
                 *           "canvas_width": 1,
                 *           "canvas_height": 1
                 *         },
                 *         "photo": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC"
                 *       }
                 *     }
                 */
                "application/json": {
                    art_style?: string;
                    brand_asset_ids?: string[];
                    /** Format: uuid */
                    brand_kit_id?: string;
                    /** Format: uuid */
                    character_id?: string;
                    /** @default 3 */
                    max_retries?: number;
                    /** @default 0.95 */
                    min_score?: number;
                    model?: string;
                    /** @default false */
                    no_cache?: boolean;
                    pose?: components["schemas"]["PoseInput"];
                    /** Format: uuid */
                    previous_image_id?: string;
                    prompt: string;
                };
            };
        };
        responses: {
            /** @description The generated (or cached) image with its scores */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *       "consistency_score": 86,
                     *       "character_score": 86,
                     *       "brand_score": 86,
                     *       "attempts": 1,
                     *       "passed": true,
                     *       "reasoning": "Hair, scarf and face match the reference sheet",
                     *       "issues": [
                     *         "issues"
                     *       ],
                     *       "prompt_issues": [
                     *         "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
                     *       ],
                     *       "cached": true,
                     *       "poses": [
                     *         {
                     *           "name": "Mara",
                     *           "pck": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GenerateResult"];
                };
            };
            /** @description Invalid parameters, no reference images, previous_image_id not yours or for another character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid parameters, no reference images, previous_image_id not yours or for another character"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Character or brand kit not found */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Character or brand kit not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Character is a draft, or the Idempotency-Key was used with another body */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Character is a draft, or the Idempotency-Key was used with another body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded */
            422: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image model or the judge failed on every attempt (named in the error); refunded */
            502: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image model or the judge failed on every attempt (named in the error); refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    generateMultiScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "character_ids": [
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *       ],
                 *       "prompt": "reading a map on a windy hilltop",
                 *       "art_style": "art style",
                 *       "model": "model",
                 *       "max_retries": 3,
                 *       "min_score": 0.9,
                 *       "poses": {}
                 *     }
                 */
                "application/json": {
                    art_style?: string;
                    character_ids: string[];
                    /** @default 3 */
                    max_retries?: number;
                    /** @default 0.9 */
                    min_score?: number;
                    model?: string;
                    /** @description A pose for each character that has one, by character id (the others are drawn as the prompt says) */
                    poses?: {
                        [key: string]: components["schemas"]["PoseInput"];
                    };
                    prompt: string;
                };
            };
        };
        responses: {
            /** @description The scene with a score per character */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *       "characters": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "name": "Mara",
                     *           "score": 86
                     *         }
                     *       ],
                     *       "average_score": 86,
                     *       "attempts": 1,
                     *       "passed": true,
                     *       "reasoning": "Hair, scarf and face match the reference sheet",
                     *       "issues": [
                     *         "issues"
                     *       ],
                     *       "prompt_issues": [
                     *         "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
                     *       ],
                     *       "mode": "illustrated",
                     *       "poses": [
                     *         {
                     *           "name": "Mara",
                     *           "pck": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MultiGenerateResult"];
                };
            };
            /** @description Invalid parameters (character count, duplicates, unknown model, missing references) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid parameters (character count, duplicates, unknown model, missing references)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character not found */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character is a draft */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character is a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded */
            422: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image model or the judge failed on every attempt (named in the error); refunded */
            502: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image model or the judge failed on every attempt (named in the error); refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLibraryCharacters: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-200 (default 100); above 200 is a 400 */
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches and the number of all matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "characters": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "name": "Mara",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "style_notes": "style notes",
                     *           "appearance_summary": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "clothing_description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "personality_traits": [
                     *             "personality traits"
                     *           ],
                     *           "reference_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "reference_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "usage_count": 1
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "total_exact": true,
                     *       "next_cursor": "next cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["LibraryPage"];
                };
            };
            /** @description limit outside 1-200, search too long, or a cursor from another list */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "limit outside 1-200, search too long, or a cursor from another list"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importLibraryCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "library_character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    library_character_id: string;
                };
            };
        };
        responses: {
            /** @description The new character in your account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara"
                     *     }
                     */
                    "application/json": components["schemas"]["LibraryImport"];
                };
            };
            /** @description library_character_id missing or not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "library_character_id missing or not a UUID"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such library character */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such library character"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMarketplaceOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "listings_total": 1,
                     *       "newest": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "title": "The Windy Hill",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "price_credits": 10,
                     *           "status": "active",
                     *           "sales_count": 1,
                     *           "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "top": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "title": "The Windy Hill",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "price_credits": 10,
                     *           "status": "active",
                     *           "sales_count": 1,
                     *           "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MarketplaceOverview"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchMarketplaceListings: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-200 (default 50); above 200 is a 400 */
                limit?: number;
                /** @description Entries to skip, for the next pages */
                offset?: number | null;
                search?: string;
                /** @description newest first, cheapest first, or most sold first */
                sort?: "newest" | "price" | "popular";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches and the number of all matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "listings": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "title": "The Windy Hill",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "price_credits": 10,
                     *           "status": "active",
                     *           "sales_count": 1,
                     *           "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "total_exact": true,
                     *       "limit": 1,
                     *       "offset": 1,
                     *       "next_cursor": "next cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["ListingPage"];
                };
            };
            /** @description Invalid sort, limit, offset, cursor or search */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sort, limit, offset, cursor or search"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createMarketplaceListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *       "price_credits": 10,
                 *       "title": "The Windy Hill",
                 *       "description": "A young woman with short black hair, brown eyes and a red scarf"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    character_id: string;
                    /** @description Defaults to the character's description */
                    description?: string;
                    /** @description Price in credits, 1-10000 */
                    price_credits: number;
                    /** @description Defaults to the character's name */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description The new listing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "title": "The Windy Hill",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "price_credits": 10,
                     *       "status": "active",
                     *       "sales_count": 1,
                     *       "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Listing"];
                };
            };
            /** @description Invalid fields, a character that is not published, or 100 active listings already */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid fields, a character that is not published, or 100 active listings already"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such character of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such character of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The character already has an active listing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The character already has an active listing"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMarketplaceListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "title": "The Windy Hill",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "price_credits": 10,
                     *       "status": "active",
                     *       "sales_count": 1,
                     *       "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Listing"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing (or a withdrawn one of another seller) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such listing (or a withdrawn one of another seller)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawMarketplaceListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawn listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "title": "The Windy Hill",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "price_credits": 10,
                     *       "status": "active",
                     *       "sales_count": 1,
                     *       "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Listing"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such listing of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMarketplaceListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price_credits": 10,
                 *       "title": "The Windy Hill",
                 *       "description": "A young woman with short black hair, brown eyes and a red scarf"
                 *     }
                 */
                "application/json": {
                    description?: string;
                    /** @description Price in credits, 1-10000 */
                    price_credits?: number;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description The listing as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "title": "The Windy Hill",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "price_credits": 10,
                     *       "status": "active",
                     *       "sales_count": 1,
                     *       "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Listing"];
                };
            };
            /** @description Invalid fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid fields"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such listing of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The listing was withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The listing was withdrawn"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    buyMarketplaceListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your copy and your new balance */
            201: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "name": "Mara",
                     *       "price_credits": 10,
                     *       "credits": 10
                     *     }
                     */
                    "application/json": components["schemas"]["MarketplacePurchase"];
                };
            };
            /** @description Your own listing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Your own listing"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing (or a withdrawn one of another seller) */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such listing (or a withdrawn one of another seller)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You already bought this listing, or the Idempotency-Key was used with another request */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already bought this listing, or the Idempotency-Key was used with another request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyMarketplaceListings: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-200 (default 50); above 200 is a 400 */
                limit?: number;
                /** @description Entries to skip, for the next pages */
                offset?: number | null;
                /** @description Only active or only withdrawn listings; both when left out */
                status?: components["schemas"]["ListingStatus"] & unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of your listings and the number of all of them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "listings": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "seller_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "title": "The Windy Hill",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "price_credits": 10,
                     *           "status": "active",
                     *           "sales_count": 1,
                     *           "preview_image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "preview_image_alt_text": "Mara, front view: A young woman with short black hair, brown eyes and a red scarf.",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "earned_credits": 10
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 1,
                     *       "offset": 1,
                     *       "next_cursor": "next cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["SellerListingPage"];
                };
            };
            /** @description Invalid status, limit, offset or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid status, limit, offset or cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listImageModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "models": [
                     *         {
                     *           "name": "Mara",
                     *           "default": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        models: {
                            default: boolean;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPoses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keypoint_names": [
                     *         "keypoint names"
                     *       ],
                     *       "poses": [
                     *         {
                     *           "name": "standing",
                     *           "label": "front",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "keypoints": [
                     *             [
                     *               50,
                     *               21.6
                     *             ],
                     *             [
                     *               51.8,
                     *               20.2
                     *             ],
                     *             [
                     *               48.2,
                     *               20.2
                     *             ],
                     *             [
                     *               53.6,
                     *               21
                     *             ],
                     *             [
                     *               46.4,
                     *               21
                     *             ],
                     *             [
                     *               58.5,
                     *               31.1
                     *             ],
                     *             [
                     *               41.5,
                     *               31.1
                     *             ],
                     *             [
                     *               61.6,
                     *               43.7
                     *             ],
                     *             [
                     *               38.4,
                     *               43.7
                     *             ],
                     *             [
                     *               62.9,
                     *               55.6
                     *             ],
                     *             [
                     *               37.1,
                     *               55.6
                     *             ],
                     *             [
                     *               55.5,
                     *               53.1
                     *             ],
                     *             [
                     *               44.5,
                     *               53.1
                     *             ],
                     *             [
                     *               56.8,
                     *               72
                     *             ],
                     *             [
                     *               43.2,
                     *               72
                     *             ],
                     *             [
                     *               57.5,
                     *               90
                     *             ],
                     *             [
                     *               42.6,
                     *               90
                     *             ]
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PoseCatalogue"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimatePose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photo": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC"
                 *     }
                 */
                "application/json": components["schemas"]["PoseEstimatePhoto"];
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A photo of one person, the whole body in view (PNG, JPEG or WebP; at most 10 MB and 40 megapixels)
                     */
                    photo?: string;
                };
            };
        };
        responses: {
            /** @description The keypoints of the person in the photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keypoint_names": [
                     *         "keypoint names"
                     *       ],
                     *       "keypoints": [
                     *         [
                     *           1,
                     *           1
                     *         ]
                     *       ],
                     *       "scores": [
                     *         0.86
                     *       ],
                     *       "width": 1,
                     *       "height": 1,
                     *       "skeleton_image": "skeleton image"
                     *     }
                     */
                    "application/json": components["schemas"]["PoseEstimate"];
                };
            };
            /** @description No photo, or JSON whose photo is not base64; a photo with no person, several people (how many), or a face without the body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No photo, or JSON whose photo is not base64; a photo with no person, several people (how many), or a face without the body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image over 10 MB or 40 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image over 10 MB or 40 megapixels"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image is not a PNG, JPEG or WebP */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image is not a PNG, JPEG or WebP"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many pose estimates this hour (Retry-After, and the wait in words) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many pose estimates this hour (Retry-After, and the wait in words)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The pose estimator failed (named in the error) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The pose estimator failed (named in the error)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listScenes: {
        parameters: {
            query?: {
                /** @description next_after of the previous page: the page after it */
                after?: string;
                /** @description Only scenes that show this character */
                character_id?: string;
                /** @description Page size, 1-100 (default 24); above 100 is a 400 */
                limit?: number;
                /** @description Only the variations made from this scene (POST /api/scenes/{image_id}/vary) */
                source_image_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of scenes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "scenes": [
                     *         {
                     *           "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "kind": "scene",
                     *           "prompt": "reading a map on a windy hilltop",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_ids": [
                     *             "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *           ],
                     *           "brand_kit_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "source_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "edited_from_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "edit_instruction": "edit instruction",
                     *           "model": "model",
                     *           "art_style": "art style",
                     *           "consistency_score": 86,
                     *           "character_scores": [
                     *             {
                     *               "name": "Mara",
                     *               "score": 86
                     *             }
                     *           ],
                     *           "brand_score": 86,
                     *           "attempts": 1,
                     *           "passed": true,
                     *           "reasoning": "Hair, scarf and face match the reference sheet",
                     *           "issues": [
                     *             "issues"
                     *           ],
                     *           "prompt_issues": [
                     *             "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
                     *           ],
                     *           "scene_plan": {
                     *             "place": "place",
                     *             "place_from": "named",
                     *             "nearest_to": "nearest to",
                     *             "time": "time",
                     *             "weather": "weather",
                     *             "characters": [
                     *               {
                     *                 "name": "Mara",
                     *                 "posture": "posture",
                     *                 "action": "action",
                     *                 "expression": "expression",
                     *                 "holding": "holding",
                     *                 "on": "on"
                     *               }
                     *             ],
                     *             "props": [
                     *               {
                     *                 "name": "Mara",
                     *                 "where": "where",
                     *                 "near": [
                     *                   "near"
                     *                 ]
                     *               }
                     *             ],
                     *             "interaction": "interaction",
                     *             "unknown_words": [
                     *               "unknown words"
                     *             ],
                     *             "not_drawn": [
                     *               "not drawn"
                     *             ]
                     *           },
                     *           "poses": [
                     *             {
                     *               "name": "Mara",
                     *               "pose_name": "pose name",
                     *               "keypoints": [
                     *                 [
                     *                   1,
                     *                   1
                     *                 ]
                     *               ],
                     *               "pck": 1
                     *             }
                     *           ],
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_after": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": components["schemas"]["SceneList"];
                };
            };
            /** @description A field is missing or invalid (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing or invalid (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                image_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scene */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "kind": "scene",
                     *       "prompt": "reading a map on a windy hilltop",
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "character_ids": [
                     *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *       ],
                     *       "brand_kit_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "source_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "edited_from_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "edit_instruction": "edit instruction",
                     *       "model": "model",
                     *       "art_style": "art style",
                     *       "consistency_score": 86,
                     *       "character_scores": [
                     *         {
                     *           "name": "Mara",
                     *           "score": 86
                     *         }
                     *       ],
                     *       "brand_score": 86,
                     *       "attempts": 1,
                     *       "passed": true,
                     *       "reasoning": "Hair, scarf and face match the reference sheet",
                     *       "issues": [
                     *         "issues"
                     *       ],
                     *       "prompt_issues": [
                     *         "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
                     *       ],
                     *       "scene_plan": {
                     *         "place": "place",
                     *         "place_from": "named",
                     *         "nearest_to": "nearest to",
                     *         "time": "time",
                     *         "weather": "weather",
                     *         "characters": [
                     *           {
                     *             "name": "Mara",
                     *             "posture": "posture",
                     *             "action": "action",
                     *             "expression": "expression",
                     *             "holding": "holding",
                     *             "on": "on"
                     *           }
                     *         ],
                     *         "props": [
                     *           {
                     *             "name": "Mara",
                     *             "where": "where",
                     *             "near": [
                     *               "near"
                     *             ]
                     *           }
                     *         ],
                     *         "interaction": "interaction",
                     *         "unknown_words": [
                     *           "unknown words"
                     *         ],
                     *         "not_drawn": [
                     *           "not drawn"
                     *         ]
                     *       },
                     *       "poses": [
                     *         {
                     *           "name": "Mara",
                     *           "pose_name": "pose name",
                     *           "keypoints": [
                     *             [
                     *               1,
                     *               1
                     *             ]
                     *           ],
                     *           "pck": 1
                     *         }
                     *       ],
                     *       "created_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Scene"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource of yours (or the id is not a UUID) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such resource of yours (or the id is not a UUID)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                image_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedScene"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource of yours (or the id is not a UUID) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such resource of yours (or the id is not a UUID)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Variations were made from it, or are being made (the error names them) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Variations were made from it, or are being made (the error names them)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path: {
                image_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "instruction": "make the umbrella red",
                 *       "mask": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC",
                 *       "region": {
                 *         "x": 1,
                 *         "y": 1,
                 *         "width": 1,
                 *         "height": 1
                 *       },
                 *       "model": "model",
                 *       "max_retries": 1,
                 *       "min_score": 0.95
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What to change, in words
                     * @example make the umbrella red
                     */
                    instruction: string;
                    /**
                     * Format: byte
                     * @description A PNG of the picture's size, base64 (a data: URL too): white, or transparent as OpenAI's masks mark it, where the picture may change; every other pixel is kept
                     */
                    mask?: string;
                    /** @default 1 */
                    max_retries?: number;
                    /** @default 0.95 */
                    min_score?: number;
                    /** @description The image model; default the one that made the picture */
                    model?: string;
                    /** @description Or a box in percent of the picture that may change */
                    region?: {
                        height: number;
                        width: number;
                        x: number;
                        y: number;
                    };
                };
            };
        };
        responses: {
            /** @description The edited picture, a new scene */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "edited_from_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *       "consistency_score": 86,
                     *       "attempts": 1,
                     *       "passed": true,
                     *       "reasoning": "Hair, scarf and face match the reference sheet",
                     *       "issues": [
                     *         "issues"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EditResult"];
                };
            };
            /** @description Instruction missing or over 1,000 characters; a mask that is not a PNG, not the picture's size or lets nothing change; a region outside the picture; mask and region both (nothing is charged) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Instruction missing or over 1,000 characters; a mask that is not a PNG, not the picture's size or lets nothing change; a region outside the picture; mask and region both (nothing is charged)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Scene not found or not yours */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Scene not found or not yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character of the scene is a draft, or the Idempotency-Key was used with another body */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character of the scene is a draft, or the Idempotency-Key was used with another body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded */
            422: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image model or the judge failed on every attempt (named in the error); refunded */
            502: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The image model or the judge failed on every attempt (named in the error); refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSceneEdits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                image_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Edits of the scene */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "edits": [
                     *         {
                     *           "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "kind": "scene",
                     *           "prompt": "reading a map on a windy hilltop",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "character_ids": [
                     *             "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *           ],
                     *           "brand_kit_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "source_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "edited_from_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "edit_instruction": "edit instruction",
                     *           "model": "model",
                     *           "art_style": "art style",
                     *           "consistency_score": 86,
                     *           "character_scores": [
                     *             {
                     *               "name": "Mara",
                     *               "score": 86
                     *             }
                     *           ],
                     *           "brand_score": 86,
                     *           "attempts": 1,
                     *           "passed": true,
                     *           "reasoning": "Hair, scarf and face match the reference sheet",
                     *           "issues": [
                     *             "issues"
                     *           ],
                     *           "prompt_issues": [
                     *             "Not drawn: \"windy\", \"hilltop\" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene"
                     *           ],
                     *           "scene_plan": {
                     *             "place": "place",
                     *             "place_from": "named",
                     *             "nearest_to": "nearest to",
                     *             "time": "time",
                     *             "weather": "weather",
                     *             "characters": [
                     *               {
                     *                 "name": "Mara",
                     *                 "posture": "posture",
                     *                 "action": "action",
                     *                 "expression": "expression",
                     *                 "holding": "holding",
                     *                 "on": "on"
                     *               }
                     *             ],
                     *             "props": [
                     *               {
                     *                 "name": "Mara",
                     *                 "where": "where",
                     *                 "near": [
                     *                   "near"
                     *                 ]
                     *               }
                     *             ],
                     *             "interaction": "interaction",
                     *             "unknown_words": [
                     *               "unknown words"
                     *             ],
                     *             "not_drawn": [
                     *               "not drawn"
                     *             ]
                     *           },
                     *           "poses": [
                     *             {
                     *               "name": "Mara",
                     *               "pose_name": "pose name",
                     *               "keypoints": [
                     *                 [
                     *                   1,
                     *                   1
                     *                 ]
                     *               ],
                     *               "pck": 1
                     *             }
                     *           ],
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EditHistory"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource of yours (or the id is not a UUID) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such resource of yours (or the id is not a UUID)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    varyScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path: {
                image_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vary": "expression",
                 *       "target": "target",
                 *       "count": 4,
                 *       "pose": {
                 *         "name": "standing",
                 *         "keypoints": [
                 *           [
                 *             50,
                 *             21.6
                 *           ],
                 *           [
                 *             51.8,
                 *             20.2
                 *           ],
                 *           [
                 *             48.2,
                 *             20.2
                 *           ],
                 *           [
                 *             53.6,
                 *             21
                 *           ],
                 *           [
                 *             46.4,
                 *             21
                 *           ],
                 *           [
                 *             58.5,
                 *             31.1
                 *           ],
                 *           [
                 *             41.5,
                 *             31.1
                 *           ],
                 *           [
                 *             61.6,
                 *             43.7
                 *           ],
                 *           [
                 *             38.4,
                 *             43.7
                 *           ],
                 *           [
                 *             62.9,
                 *             55.6
                 *           ],
                 *           [
                 *             37.1,
                 *             55.6
                 *           ],
                 *           [
                 *             55.5,
                 *             53.1
                 *           ],
                 *           [
                 *             44.5,
                 *             53.1
                 *           ],
                 *           [
                 *             56.8,
                 *             72
                 *           ],
                 *           [
                 *             43.2,
                 *             72
                 *           ],
                 *           [
                 *             57.5,
                 *             90
                 *           ],
                 *           [
                 *             42.6,
                 *             90
                 *           ]
                 *         ],
                 *         "openpose": {
                 *           "people": [
                 *             {
                 *               "pose_keypoints_2d": [
                 *                 1
                 *               ]
                 *             }
                 *           ],
                 *           "canvas_width": 1,
                 *           "canvas_height": 1
                 *         },
                 *         "photo": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @default 4 */
                    count?: number;
                    pose?: components["schemas"]["PoseInput"] & unknown;
                    /** @description The new value of the dimension, in words; with vary "pose", a name of the pose catalogue (GET /api/poses) draws the character on that pose's skeleton */
                    target: string;
                    /** @enum {string} */
                    vary: "expression" | "outfit" | "lighting" | "angle" | "pose" | "background";
                };
            };
        };
        responses: {
            /** @description Variants and failures (failed variants are refunded) */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "source_image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "vary": "vary",
                     *       "target": "target",
                     *       "requested": 1,
                     *       "generated": 1,
                     *       "failed": 1,
                     *       "variants": [
                     *         {
                     *           "image_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "consistency_score": 86
                     *         }
                     *       ],
                     *       "failures": [
                     *         {
                     *           "status": 1,
                     *           "error": "error"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VaryResult"];
                };
            };
            /** @description Invalid dimension, missing target, count outside 1-4, or a brand-only source */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid dimension, missing target, count outside 1-4, or a brand-only source"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Source scene not found or not yours */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Source scene not found or not yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "email": "you@example.com",
                     *       "plan": "plan",
                     *       "credits": 10,
                     *       "email_verified": true,
                     *       "signed_in_with": "session",
                     *       "csrf_token": "csrf token",
                     *       "console_language": "ja"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description Signed in (Set-Cookie carries the session) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "email": "you@example.com",
                     *       "plan": "plan",
                     *       "credits": 10,
                     *       "email_verified": true,
                     *       "signed_in_with": "session",
                     *       "csrf_token": "csrf token",
                     *       "console_language": "ja"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Not an email address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not an email address"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Email or password is wrong (never says which) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Email or password is wrong (never says which)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed sign-ins for this email or address (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many failed sign-ins for this email or address (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signed_out": true
                     *     }
                     */
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with a cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "k2Vb3S9vYx0zq7lPpQeR8mT1nHcUaWdJfGiLoXsE4yA"
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmEmail"];
            };
        };
        responses: {
            /** @description Confirmed, or confirmed already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "confirmed": true,
                     *       "email": "you@example.com",
                     *       "email_changed": true,
                     *       "credits_granted": 10,
                     *       "already_confirmed": true
                     *     }
                     */
                    "application/json": components["schemas"]["EmailConfirmed"];
                };
            };
            /** @description The link is not valid, was used already for an address not confirmed, or has expired (the error says which) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The link is not valid, was used already for an address not confirmed, or has expired (the error says which)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotPassword"];
            };
        };
        responses: {
            /** @description Accepted (said the same way whether or not the address has an account) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": true,
                     *       "message": "message"
                     *     }
                     */
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            /** @description Not an email address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not an email address"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many password reset requests from this address or for this email (Retry-After, and the wait in words) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many password reset requests from this address or for this email (Retry-After, and the wait in words)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignUpOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign-up settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signup_mode": "open",
                     *       "signup_credits": 10,
                     *       "captcha": {
                     *         "provider": "turnstile",
                     *         "site_key": "lk_live_4f9a2c7e1b8d3a6f5c0e9b2d7a4f1c8e"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SignUpOptions"];
                };
            };
            /** @description Only GET is allowed here */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "k2Vb3S9vYx0zq7lPpQeR8mT1nHcUaWdJfGiLoXsE4yA",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": components["schemas"]["ResetPassword"];
            };
        };
        responses: {
            /** @description The password was changed: sign in with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "password_reset": true
                     *     }
                     */
                    "application/json": components["schemas"]["PasswordReset"];
                };
            };
            /** @description The link is not valid, used or expired, or the password breaks a rule */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The link is not valid, used or expired, or the password breaks a rule"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery",
                 *       "captcha_token": "captcha token"
                 *     }
                 */
                "application/json": components["schemas"]["SignUp"];
            };
        };
        responses: {
            /** @description Accepted: an email is on its way to the address (said the same way whether or not it has an account) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": true,
                     *       "message": "message"
                     *     }
                     */
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            /** @description Not an email address, the password breaks a rule, or the CAPTCHA was not solved */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not an email address, the password breaks a rule, or the CAPTCHA was not solved"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sign-up is by invitation or closed on this server (SIGNUP_MODE) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign-up is by invitation or closed on this server (SIGNUP_MODE)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many sign-ups from this address or for this email (Retry-After, and the wait in words) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many sign-ups from this address or for this email (Retry-After, and the wait in words)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The CAPTCHA provider could not be reached (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The CAPTCHA provider could not be reached (Retry-After)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStorybook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h (IDEMPOTENCY_KEY_LIFETIME). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pages": [
                 *         "pages"
                 *       ],
                 *       "character_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *       "character_ids": [
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                 *         "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                 *       ],
                 *       "art_style": "art style",
                 *       "model": "model",
                 *       "consistency_check": false,
                 *       "export_pdf": false,
                 *       "pdf_page_size": "a4",
                 *       "language": "ja"
                 *     }
                 */
                "application/json": {
                    art_style?: string;
                    /** Format: uuid */
                    character_id?: string;
                    character_ids?: string[];
                    /**
                     * @description false: one scored attempt per page; true: up to 3 attempts until the score reaches 0.90
                     * @default false
                     */
                    consistency_check?: boolean;
                    /** @default false */
                    export_pdf?: boolean;
                    /**
                     * @description BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not given
                     * @example ja
                     */
                    language?: string;
                    /** @description Extension: image model for every page (GET /api/models); default model when omitted */
                    model?: string;
                    /** @description One scene description per page, at most 20 */
                    pages: string[];
                    /**
                     * @description Extension: page size of the exported PDF
                     * @default a4
                     * @enum {string}
                     */
                    pdf_page_size?: "a4" | "square";
                };
            };
        };
        responses: {
            /** @description The stored storybook with every page; `warning` when its image model cannot read the page texts */
            200: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "generating",
                     *       "character_ids": [
                     *         "character ids"
                     *       ],
                     *       "character_names": [
                     *         "character names"
                     *       ],
                     *       "language": "ja",
                     *       "total_pages": 1,
                     *       "generated": 1,
                     *       "failed": 1,
                     *       "pages": [
                     *         {
                     *           "page": 1,
                     *           "prompt": "reading a map on a windy hilltop",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "consistency_score": 86,
                     *           "error": "error",
                     *           "error_status": 1
                     *         }
                     *       ],
                     *       "pdf_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "warning": "The built-in planner reads English only: it cannot read the story, written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API)."
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedStorybook"];
                };
            };
            /** @description Invalid parameters, or a character without reference images */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid parameters, or a character without reference images"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Character (or storybook) not found */
            404: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Character (or storybook) not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A character is a draft, the Idempotency-Key was used with another body, or the book is still generating */
            409: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A character is a draft, the Idempotency-Key was used with another body, or the book is still generating"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    /** @description Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStorybooks: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-100 (default 20); above 100 is a 400 */
                limit?: number;
                /** @description Entries to skip, for the next pages */
                offset?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of your storybooks and how many you have */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "storybooks": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "title": "The Windy Hill",
                     *           "status": "generating",
                     *           "character_names": [
                     *             "character names"
                     *           ],
                     *           "total_pages": 1,
                     *           "generated": 1,
                     *           "failed": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 1,
                     *       "offset": 1,
                     *       "next_cursor": "next cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["StorybookList"];
                };
            };
            /** @description A field is missing or invalid (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing or invalid (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorybook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The storybook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "generating",
                     *       "character_ids": [
                     *         "character ids"
                     *       ],
                     *       "character_names": [
                     *         "character names"
                     *       ],
                     *       "language": "ja",
                     *       "total_pages": 1,
                     *       "generated": 1,
                     *       "failed": 1,
                     *       "pages": [
                     *         {
                     *           "page": 1,
                     *           "prompt": "reading a map on a windy hilltop",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "consistency_score": 86,
                     *           "error": "error",
                     *           "error_status": 1
                     *         }
                     *       ],
                     *       "pdf_url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": components["schemas"]["StorybookResult"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storybook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Storybook not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteStorybook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedStorybook"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storybook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Storybook not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storybook is being generated */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The storybook is being generated"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateStorybook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "language": "ja"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not given
                     * @example ja
                     */
                    language: string;
                };
            };
        };
        responses: {
            /** @description The storybook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "generating",
                     *       "character_ids": [
                     *         "character ids"
                     *       ],
                     *       "character_names": [
                     *         "character names"
                     *       ],
                     *       "language": "ja",
                     *       "total_pages": 1,
                     *       "generated": 1,
                     *       "failed": 1,
                     *       "pages": [
                     *         {
                     *           "page": 1,
                     *           "prompt": "reading a map on a windy hilltop",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "consistency_score": 86,
                     *           "error": "error",
                     *           "error_status": 1
                     *         }
                     *       ],
                     *       "pdf_url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": components["schemas"]["StorybookResult"];
                };
            };
            /** @description Not a BCP 47 language tag */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not a BCP 47 language tag"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storybook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Storybook not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storybook is being generated */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The storybook is being generated"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadStorybookPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storybook not found, or it has no PDF */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Storybook not found, or it has no PDF"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamStorybookEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The storybook's progress as it happens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The storybook has ended and Last-Event-ID shows its end was seen: do not reconnect */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such storybook of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such storybook of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryStorybookPages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated storybook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "status": "generating",
                     *       "character_ids": [
                     *         "character ids"
                     *       ],
                     *       "character_names": [
                     *         "character names"
                     *       ],
                     *       "language": "ja",
                     *       "total_pages": 1,
                     *       "generated": 1,
                     *       "failed": 1,
                     *       "pages": [
                     *         {
                     *           "page": 1,
                     *           "prompt": "reading a map on a windy hilltop",
                     *           "image_url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "alt_text": "Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.",
                     *           "consistency_score": 86,
                     *           "error": "error",
                     *           "error_status": 1
                     *         }
                     *       ],
                     *       "pdf_url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": components["schemas"]["StorybookResult"];
                };
            };
            /** @description No failed pages, or a character lost its reference images */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No failed pages, or a character lost its reference images"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough credits (the body carries credits and required); nothing was started */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not enough credits (the body carries credits and required); nothing was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storybook (or one of its characters) not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Storybook (or one of its characters) not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storybook is still generating, or a character is a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The storybook is still generating, or a character is a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startPlanCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "plan": "creator"
                 *     }
                 */
                "application/json": {
                    plan: components["schemas"]["PaidPlan"] & unknown;
                };
            };
        };
        responses: {
            /** @description The Stripe Checkout page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentRedirect"];
                };
            };
            /** @description Unknown plan */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unknown plan"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You already have a paid plan: change it in the customer portal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already have a paid plan: change it in the customer portal"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe refused or failed the call (named in the error) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Stripe refused or failed the call (named in the error)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured on this server (or not for this plan or pack) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not configured on this server (or not for this plan or pack)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packs and plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "configured": true,
                     *       "packs": [
                     *         {
                     *           "pack": "small",
                     *           "credits": 10,
                     *           "available": true
                     *         }
                     *       ],
                     *       "plans": [
                     *         {
                     *           "plan": "creator",
                     *           "monthly_credits": 10,
                     *           "available": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentOptions"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer portal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentRedirect"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe refused or failed the call (named in the error) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Stripe refused or failed the call (named in the error)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured on this server (or not for this plan or pack) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not configured on this server (or not for this plan or pack)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startCreditTopUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pack": "small"
                 *     }
                 */
                "application/json": {
                    pack: components["schemas"]["CreditPack"] & unknown;
                };
            };
        };
        responses: {
            /** @description The Stripe Checkout page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://likeness.example/files/references/3f2c1b9e.png"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentRedirect"];
                };
            };
            /** @description Unknown pack */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unknown pack"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe refused or failed the call (named in the error) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Stripe refused or failed the call (named in the error)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured on this server (or not for this plan or pack) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not configured on this server (or not for this plan or pack)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received; `applied` tells whether it changed anything */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "applied": true,
                     *       "detail": "detail"
                     *     }
                     */
                    "application/json": components["schemas"]["StripeWebhookReceipt"];
                };
            };
            /** @description Missing or invalid Stripe-Signature (wrong secret, altered body or stale timestamp) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Stripe-Signature (wrong secret, altered body or stale timestamp)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured on this server (or not for this plan or pack) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not configured on this server (or not for this plan or pack)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "credits_low_threshold": 10,
                     *       "event_types": [
                     *         {
                     *           "type": "comic.ready",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSettings"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "credits_low_threshold": 10
                 *     }
                 */
                "application/json": {
                    /** @description The balance below which a charge sends credits.low; null turns it off */
                    credits_low_threshold: number | null;
                };
            };
        };
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "credits_low_threshold": 10,
                     *       "event_types": [
                     *         {
                     *           "type": "comic.ready",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSettings"];
                };
            };
            /** @description A field is missing or invalid (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing or invalid (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoints": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *           "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *           "event_types": [
                     *             "comic.ready"
                     *           ],
                     *           "enabled": true,
                     *           "disabled_reason": "Hair, scarf and face match the reference sheet",
                     *           "failing_since": "2026-01-15T09:30:00.000Z",
                     *           "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "updated_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/likeness",
                 *       "event_types": [
                 *         "comic.ready"
                 *       ],
                 *       "description": ""
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What the endpoint is for, for you
                     * @default
                     */
                    description?: string;
                    /** @description The events this endpoint receives */
                    event_types: components["schemas"]["WebhookEventType"][];
                    /**
                     * @description Where events are POSTed: http or https (https when this service is served over https); never a loopback, private, link-local or metadata address
                     * @example https://example.com/hooks/likeness
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created, with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "event_types": [
                     *         "comic.ready"
                     *       ],
                     *       "enabled": true,
                     *       "disabled_reason": "Hair, scarf and face match the reference sheet",
                     *       "failing_since": "2026-01-15T09:30:00.000Z",
                     *       "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "updated_at": "2026-01-15T09:30:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                     *       "warning": "Store this secret now: it is shown only once. Verify each delivery with it."
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Invalid URL or event types, an address deliveries never reach, or 10 endpoints already */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid URL or event types, an address deliveries never reach, or 10 endpoints already"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "event_types": [
                     *         "comic.ready"
                     *       ],
                     *       "enabled": true,
                     *       "disabled_reason": "Hair, scarf and face match the reference sheet",
                     *       "failing_since": "2026-01-15T09:30:00.000Z",
                     *       "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "updated_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such webhook endpoint of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": true,
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": {
                        deleted: boolean;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such webhook endpoint of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/likeness",
                 *       "event_types": [
                 *         "comic.ready"
                 *       ],
                 *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /** @description What the endpoint is for, for you */
                    description?: string;
                    /** @description false disables it (nothing is delivered); true enables it again and clears why it was disabled */
                    enabled?: boolean;
                    /** @description The events this endpoint receives */
                    event_types?: components["schemas"]["WebhookEventType"][];
                    /**
                     * @description Where events are POSTed: http or https (https when this service is served over https); never a loopback, private, link-local or metadata address
                     * @example https://example.com/hooks/likeness
                     */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "url": "https://likeness.example/files/references/3f2c1b9e.png",
                     *       "description": "A young woman with short black hair, brown eyes and a red scarf",
                     *       "event_types": [
                     *         "comic.ready"
                     *       ],
                     *       "enabled": true,
                     *       "disabled_reason": "Hair, scarf and face match the reference sheet",
                     *       "failing_since": "2026-01-15T09:30:00.000Z",
                     *       "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "updated_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description An invalid field, or an address deliveries never reach */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An invalid field, or an address deliveries never reach"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such webhook endpoint of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset */
                cursor?: string;
                /** @description Page size, 1-100 (default 20); above 100 is a 400 */
                limit?: number;
                /** @description Entries to skip, for the next pages */
                offset?: number | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *           "event": {
                     *             "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *             "type": "comic.ready",
                     *             "created_at": "2026-01-15T09:30:00.000Z"
                     *           },
                     *           "status": "pending",
                     *           "next_attempt_at": "2026-01-15T09:30:00.000Z",
                     *           "redeliveries": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "attempts": [
                     *             {
                     *               "number": 1,
                     *               "redelivery": true,
                     *               "started_at": "2026-01-15T09:30:00.000Z",
                     *               "outcome": "delivered",
                     *               "status_code": 1,
                     *               "latency_ms": 1,
                     *               "response_excerpt": "response excerpt",
                     *               "error": "error"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 1,
                     *       "offset": 1,
                     *       "next_cursor": "next cursor"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description A field is missing or invalid (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing or invalid (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such webhook endpoint of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sending */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "event_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": components["schemas"]["StartedWebhookDelivery"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint or delivery of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such endpoint or delivery of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The delivery is still being tried */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The delivery is still being tried"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overlap_hours": 24
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How long the old secret keeps signing beside the new one, in hours (0-168, default 24)
                     * @default 24
                     */
                    overlap_hours?: number;
                };
            };
        };
        responses: {
            /** @description The new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                     *       "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "warning": "Store this secret now: it is shown only once. Verify each delivery with it."
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description A field is missing or invalid (the error names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A field is missing or invalid (the error names it)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such webhook endpoint of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sending */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f",
                     *       "event_id": "3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f"
                     *     }
                     */
                    "application/json": components["schemas"]["StartedWebhookDelivery"];
                };
            };
            /** @description Missing or invalid API key, or no signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid API key, or no signed-in session"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with the session cookie but without the X-CSRF-Token header */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed in with the session cookie but without the X-CSRF-Token header"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such webhook endpoint of yours"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description No such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No such file"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything reachable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "database",
                     *       "temporal": "temporal"
                     *     }
                     */
                    "application/json": {
                        database: string;
                        /** @enum {string} */
                        status: "ok" | "degraded" | "draining";
                        temporal: string;
                    };
                };
            };
            /** @description Only GET is allowed here */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A dependency is unreachable, or the process is draining */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "database",
                     *       "temporal": "temporal"
                     *     }
                     */
                    "application/json": {
                        database: string;
                        /** @enum {string} */
                        status: "ok" | "degraded" | "draining";
                        temporal: string;
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description METRICS_TOKEN is set and the request did not carry it */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "METRICS_TOKEN is set and the request did not carry it"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Metrics are not served on this port (METRICS_TOKEN unset) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Metrics are not served on this port (METRICS_TOKEN unset)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only GET is allowed here */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveFalWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received; `applied` tells whether it changed anything */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "applied": true,
                     *       "detail": "detail"
                     *     }
                     */
                    "application/json": components["schemas"]["PredictionWebhookReceipt"];
                };
            };
            /** @description Signed, but not a prediction this API can read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed, but not a prediction this API can read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid signature, or a stale or replayed timestamp: nothing was done */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid signature, or a stale or replayed timestamp: nothing was done"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description fal is not configured on this server */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "fal is not configured on this server"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No run waits for this prediction yet (the webhook overtook its start), or the keys to verify it could not be fetched: send it again after Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No run waits for this prediction yet (the webhook overtook its start), or the keys to verify it could not be fetched: send it again after Retry-After"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveReplicateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received; `applied` tells whether it changed anything */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "applied": true,
                     *       "detail": "detail"
                     *     }
                     */
                    "application/json": components["schemas"]["PredictionWebhookReceipt"];
                };
            };
            /** @description Signed, but not a prediction this API can read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Signed, but not a prediction this API can read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid signature, or a stale or replayed timestamp: nothing was done */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid signature, or a stale or replayed timestamp: nothing was done"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Replicate is not configured on this server */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Replicate is not configured on this server"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No run waits for this prediction yet (the webhook overtook its start), or the keys to verify it could not be fetched: send it again after Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No run waits for this prediction yet (the webhook overtook its start), or the keys to verify it could not be fetched: send it again after Retry-After"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
