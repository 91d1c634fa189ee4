"""Contains all the data models used in inputs/outputs"""

from .accepted import Accepted
from .account_deletion import AccountDeletion
from .account_deletion_deletion import AccountDeletionDeletion
from .account_export import AccountExport
from .account_export_list import AccountExportList
from .account_export_status import AccountExportStatus
from .account_preferences import AccountPreferences
from .account_preferences_change import AccountPreferencesChange
from .account_preferences_change_console_language_type_1 import (
    AccountPreferencesChangeConsoleLanguageType1,
)
from .account_preferences_change_console_language_type_2_type_1 import (
    AccountPreferencesChangeConsoleLanguageType2Type1,
)
from .account_preferences_change_console_language_type_3_type_1 import (
    AccountPreferencesChangeConsoleLanguageType3Type1,
)
from .account_preferences_console_language_type_1 import (
    AccountPreferencesConsoleLanguageType1,
)
from .account_preferences_console_language_type_2_type_1 import (
    AccountPreferencesConsoleLanguageType2Type1,
)
from .account_preferences_console_language_type_3_type_1 import (
    AccountPreferencesConsoleLanguageType3Type1,
)
from .add_brand_kit_asset_body import AddBrandKitAssetBody
from .api_key import ApiKey
from .brand_asset import BrandAsset
from .brand_asset_kind import BrandAssetKind
from .brand_kit import BrandKit
from .brand_kit_with_assets import BrandKitWithAssets
from .captcha_widget_type_0 import CaptchaWidgetType0
from .captcha_widget_type_0_provider import CaptchaWidgetType0Provider
from .caption_type import CaptionType
from .change_email import ChangeEmail
from .change_password import ChangePassword
from .character import Character
from .character_descriptor import CharacterDescriptor
from .character_descriptor_age import CharacterDescriptorAge
from .character_descriptor_build import CharacterDescriptorBuild
from .character_descriptor_hair import CharacterDescriptorHair
from .character_descriptor_outfit_item import CharacterDescriptorOutfitItem
from .character_descriptor_species import CharacterDescriptorSpecies
from .character_face_mode_type_1 import CharacterFaceModeType1
from .character_face_mode_type_2_type_1 import CharacterFaceModeType2Type1
from .character_face_mode_type_3_type_1 import CharacterFaceModeType3Type1
from .character_list_item import CharacterListItem
from .character_status import CharacterStatus
from .character_with_references import CharacterWithReferences
from .comic import Comic
from .comic_bubble import ComicBubble
from .comic_bubble_anchor import ComicBubbleAnchor
from .comic_bubble_box import ComicBubbleBox
from .comic_bubble_tail import ComicBubbleTail
from .comic_bubble_type import ComicBubbleType
from .comic_panel import ComicPanel
from .comic_reading_direction import ComicReadingDirection
from .comic_shot import ComicShot
from .comic_status import ComicStatus
from .comic_style_key import ComicStyleKey
from .comic_webtoon import ComicWebtoon
from .comic_webtoon_slices_item import ComicWebtoonSlicesItem
from .comic_webtoon_slices_item_panels_item import ComicWebtoonSlicesItemPanelsItem
from .confirm_email import ConfirmEmail
from .create_api_key_body import CreateApiKeyBody
from .create_brand_kit_body import CreateBrandKitBody
from .create_character_body import CreateCharacterBody
from .create_comic_body import CreateComicBody
from .create_comic_panel_body import CreateComicPanelBody
from .create_comic_panel_body_poses import CreateComicPanelBodyPoses
from .create_comic_panel_response_200 import CreateComicPanelResponse200
from .create_marketplace_listing_body import CreateMarketplaceListingBody
from .create_storybook_body import CreateStorybookBody
from .create_storybook_body_pdf_page_size import CreateStorybookBodyPdfPageSize
from .create_webhook_endpoint_body import CreateWebhookEndpointBody
from .created_api_key import CreatedApiKey
from .created_character import CreatedCharacter
from .created_comic import CreatedComic
from .created_storybook import CreatedStorybook
from .created_webhook_endpoint import CreatedWebhookEndpoint
from .credit_entry import CreditEntry
from .credit_entry_kind import CreditEntryKind
from .credit_history import CreditHistory
from .credit_pack import CreditPack
from .credits_ import Credits
from .delete_account import DeleteAccount
from .delete_brand_kit_asset_response_200 import DeleteBrandKitAssetResponse200
from .delete_brand_kit_response_200 import DeleteBrandKitResponse200
from .delete_character_response_200 import DeleteCharacterResponse200
from .delete_comic_response_200 import DeleteComicResponse200
from .delete_webhook_endpoint_response_200 import DeleteWebhookEndpointResponse200
from .deleted_scene import DeletedScene
from .deleted_storybook import DeletedStorybook
from .download_comic_pdf_layout import DownloadComicPdfLayout
from .draw_character_references_body import DrawCharacterReferencesBody
from .edit_character import EditCharacter
from .edit_comic_panel_body import EditComicPanelBody
from .edit_comic_panel_body_region import EditComicPanelBodyRegion
from .edit_history import EditHistory
from .edit_result import EditResult
from .edit_scene_body import EditSceneBody
from .edit_scene_body_region import EditSceneBodyRegion
from .email_change_requested import EmailChangeRequested
from .email_confirmed import EmailConfirmed
from .error import Error
from .estimate_pose_files_body import EstimatePoseFilesBody
from .forgot_password import ForgotPassword
from .generate_comic_body import GenerateComicBody
from .generate_comic_response_200 import GenerateComicResponse200
from .generate_comic_response_200_status import GenerateComicResponse200Status
from .generate_multi_scene_body import GenerateMultiSceneBody
from .generate_multi_scene_body_poses import GenerateMultiSceneBodyPoses
from .generate_result import GenerateResult
from .generate_result_poses_item import GenerateResultPosesItem
from .generate_scene_body import GenerateSceneBody
from .get_comic_response_200 import GetComicResponse200
from .get_health_response_200 import GetHealthResponse200
from .get_health_response_200_status import GetHealthResponse200Status
from .get_health_response_503 import GetHealthResponse503
from .get_health_response_503_status import GetHealthResponse503Status
from .import_library_character_body import ImportLibraryCharacterBody
from .library_character import LibraryCharacter
from .library_import import LibraryImport
from .library_page import LibraryPage
from .list_api_keys_response_200 import ListApiKeysResponse200
from .list_comics_response_200 import ListComicsResponse200
from .list_image_models_response_200 import ListImageModelsResponse200
from .list_image_models_response_200_models_item import (
    ListImageModelsResponse200ModelsItem,
)
from .listing import Listing
from .listing_page import ListingPage
from .listing_status import ListingStatus
from .marketplace_overview import MarketplaceOverview
from .marketplace_purchase import MarketplacePurchase
from .multi_generate_result import MultiGenerateResult
from .multi_generate_result_characters_item import MultiGenerateResultCharactersItem
from .multi_generate_result_mode import MultiGenerateResultMode
from .multi_generate_result_poses_item import MultiGenerateResultPosesItem
from .outfit_lock import OutfitLock
from .paid_plan import PaidPlan
from .palette_color import PaletteColor
from .panel_edit_result import PanelEditResult
from .password_changed import PasswordChanged
from .password_reset import PasswordReset
from .payment_options import PaymentOptions
from .payment_options_packs_item import PaymentOptionsPacksItem
from .payment_options_plans_item import PaymentOptionsPlansItem
from .payment_redirect import PaymentRedirect
from .pose_catalogue import PoseCatalogue
from .pose_catalogue_poses_item import PoseCataloguePosesItem
from .pose_catalogue_poses_item_name import PoseCataloguePosesItemName
from .pose_estimate import PoseEstimate
from .pose_estimate_photo import PoseEstimatePhoto
from .pose_input import PoseInput
from .pose_input_name import PoseInputName
from .pose_input_openpose import PoseInputOpenpose
from .pose_input_openpose_people_item import PoseInputOpenposePeopleItem
from .prediction_webhook_receipt import PredictionWebhookReceipt
from .reading_direction import ReadingDirection
from .reference_image import ReferenceImage
from .reference_sheet import ReferenceSheet
from .reference_sheet_failures_item import ReferenceSheetFailuresItem
from .render_comic_body import RenderComicBody
from .render_comic_response_200 import RenderComicResponse200
from .reset_password import ResetPassword
from .revoke_api_key_body import RevokeApiKeyBody
from .revoke_api_key_response_200 import RevokeApiKeyResponse200
from .rotate_webhook_secret_body import RotateWebhookSecretBody
from .rotated_webhook_secret import RotatedWebhookSecret
from .scene import Scene
from .scene_character_scores_item import SceneCharacterScoresItem
from .scene_kind import SceneKind
from .scene_list import SceneList
from .scene_poses_type_0_item import ScenePosesType0Item
from .scene_scene_plan_type_0 import SceneScenePlanType0
from .scene_scene_plan_type_0_characters_item import SceneScenePlanType0CharactersItem
from .scene_scene_plan_type_0_place_from import SceneScenePlanType0PlaceFrom
from .scene_scene_plan_type_0_props_item import SceneScenePlanType0PropsItem
from .search_marketplace_listings_sort import SearchMarketplaceListingsSort
from .seller_listing import SellerListing
from .seller_listing_page import SellerListingPage
from .session import Session
from .session_console_language_type_1 import SessionConsoleLanguageType1
from .session_console_language_type_2_type_1 import SessionConsoleLanguageType2Type1
from .session_console_language_type_3_type_1 import SessionConsoleLanguageType3Type1
from .session_signed_in_with import SessionSignedInWith
from .sign_in import SignIn
from .sign_up import SignUp
from .sign_up_options import SignUpOptions
from .sign_up_options_signup_mode import SignUpOptionsSignupMode
from .signed_out import SignedOut
from .started_webhook_delivery import StartedWebhookDelivery
from .storybook_list import StorybookList
from .storybook_result import StorybookResult
from .storybook_result_pages_item import StorybookResultPagesItem
from .storybook_status import StorybookStatus
from .storybook_summary import StorybookSummary
from .stripe_webhook_receipt import StripeWebhookReceipt
from .update_brand_kit_body import UpdateBrandKitBody
from .update_comic_body import UpdateComicBody
from .update_comic_panel_lettering_body import UpdateComicPanelLetteringBody
from .update_comic_panel_lettering_body_bubble_anchors_item import (
    UpdateComicPanelLetteringBodyBubbleAnchorsItem,
)
from .update_comic_response_200 import UpdateComicResponse200
from .update_marketplace_listing_body import UpdateMarketplaceListingBody
from .update_storybook_body import UpdateStorybookBody
from .update_webhook_endpoint_body import UpdateWebhookEndpointBody
from .update_webhook_settings_body import UpdateWebhookSettingsBody
from .vary_result import VaryResult
from .vary_result_failures_item import VaryResultFailuresItem
from .vary_result_variants_item import VaryResultVariantsItem
from .vary_scene_body import VarySceneBody
from .vary_scene_body_pose import VarySceneBodyPose
from .vary_scene_body_vary import VarySceneBodyVary
from .verification_sent import VerificationSent
from .webhook_attempt import WebhookAttempt
from .webhook_attempt_outcome import WebhookAttemptOutcome
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_event import WebhookDeliveryEvent
from .webhook_delivery_event_type import WebhookDeliveryEventType
from .webhook_delivery_list import WebhookDeliveryList
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_list import WebhookEndpointList
from .webhook_event_type import WebhookEventType
from .webhook_settings import WebhookSettings
from .webhook_settings_event_types_item import WebhookSettingsEventTypesItem

__all__ = (
    "Accepted",
    "AccountDeletion",
    "AccountDeletionDeletion",
    "AccountExport",
    "AccountExportList",
    "AccountExportStatus",
    "AccountPreferences",
    "AccountPreferencesChange",
    "AccountPreferencesChangeConsoleLanguageType1",
    "AccountPreferencesChangeConsoleLanguageType2Type1",
    "AccountPreferencesChangeConsoleLanguageType3Type1",
    "AccountPreferencesConsoleLanguageType1",
    "AccountPreferencesConsoleLanguageType2Type1",
    "AccountPreferencesConsoleLanguageType3Type1",
    "AddBrandKitAssetBody",
    "ApiKey",
    "BrandAsset",
    "BrandAssetKind",
    "BrandKit",
    "BrandKitWithAssets",
    "CaptchaWidgetType0",
    "CaptchaWidgetType0Provider",
    "CaptionType",
    "ChangeEmail",
    "ChangePassword",
    "Character",
    "CharacterDescriptor",
    "CharacterDescriptorAge",
    "CharacterDescriptorBuild",
    "CharacterDescriptorHair",
    "CharacterDescriptorOutfitItem",
    "CharacterDescriptorSpecies",
    "CharacterFaceModeType1",
    "CharacterFaceModeType2Type1",
    "CharacterFaceModeType3Type1",
    "CharacterListItem",
    "CharacterStatus",
    "CharacterWithReferences",
    "Comic",
    "ComicBubble",
    "ComicBubbleAnchor",
    "ComicBubbleBox",
    "ComicBubbleTail",
    "ComicBubbleType",
    "ComicPanel",
    "ComicReadingDirection",
    "ComicShot",
    "ComicStatus",
    "ComicStyleKey",
    "ComicWebtoon",
    "ComicWebtoonSlicesItem",
    "ComicWebtoonSlicesItemPanelsItem",
    "ConfirmEmail",
    "CreateApiKeyBody",
    "CreateBrandKitBody",
    "CreateCharacterBody",
    "CreateComicBody",
    "CreateComicPanelBody",
    "CreateComicPanelBodyPoses",
    "CreateComicPanelResponse200",
    "CreatedApiKey",
    "CreatedCharacter",
    "CreatedComic",
    "CreatedStorybook",
    "CreatedWebhookEndpoint",
    "CreateMarketplaceListingBody",
    "CreateStorybookBody",
    "CreateStorybookBodyPdfPageSize",
    "CreateWebhookEndpointBody",
    "CreditEntry",
    "CreditEntryKind",
    "CreditHistory",
    "CreditPack",
    "Credits",
    "DeleteAccount",
    "DeleteBrandKitAssetResponse200",
    "DeleteBrandKitResponse200",
    "DeleteCharacterResponse200",
    "DeleteComicResponse200",
    "DeletedScene",
    "DeletedStorybook",
    "DeleteWebhookEndpointResponse200",
    "DownloadComicPdfLayout",
    "DrawCharacterReferencesBody",
    "EditCharacter",
    "EditComicPanelBody",
    "EditComicPanelBodyRegion",
    "EditHistory",
    "EditResult",
    "EditSceneBody",
    "EditSceneBodyRegion",
    "EmailChangeRequested",
    "EmailConfirmed",
    "Error",
    "EstimatePoseFilesBody",
    "ForgotPassword",
    "GenerateComicBody",
    "GenerateComicResponse200",
    "GenerateComicResponse200Status",
    "GenerateMultiSceneBody",
    "GenerateMultiSceneBodyPoses",
    "GenerateResult",
    "GenerateResultPosesItem",
    "GenerateSceneBody",
    "GetComicResponse200",
    "GetHealthResponse200",
    "GetHealthResponse200Status",
    "GetHealthResponse503",
    "GetHealthResponse503Status",
    "ImportLibraryCharacterBody",
    "LibraryCharacter",
    "LibraryImport",
    "LibraryPage",
    "ListApiKeysResponse200",
    "ListComicsResponse200",
    "ListImageModelsResponse200",
    "ListImageModelsResponse200ModelsItem",
    "Listing",
    "ListingPage",
    "ListingStatus",
    "MarketplaceOverview",
    "MarketplacePurchase",
    "MultiGenerateResult",
    "MultiGenerateResultCharactersItem",
    "MultiGenerateResultMode",
    "MultiGenerateResultPosesItem",
    "OutfitLock",
    "PaidPlan",
    "PaletteColor",
    "PanelEditResult",
    "PasswordChanged",
    "PasswordReset",
    "PaymentOptions",
    "PaymentOptionsPacksItem",
    "PaymentOptionsPlansItem",
    "PaymentRedirect",
    "PoseCatalogue",
    "PoseCataloguePosesItem",
    "PoseCataloguePosesItemName",
    "PoseEstimate",
    "PoseEstimatePhoto",
    "PoseInput",
    "PoseInputName",
    "PoseInputOpenpose",
    "PoseInputOpenposePeopleItem",
    "PredictionWebhookReceipt",
    "ReadingDirection",
    "ReferenceImage",
    "ReferenceSheet",
    "ReferenceSheetFailuresItem",
    "RenderComicBody",
    "RenderComicResponse200",
    "ResetPassword",
    "RevokeApiKeyBody",
    "RevokeApiKeyResponse200",
    "RotatedWebhookSecret",
    "RotateWebhookSecretBody",
    "Scene",
    "SceneCharacterScoresItem",
    "SceneKind",
    "SceneList",
    "ScenePosesType0Item",
    "SceneScenePlanType0",
    "SceneScenePlanType0CharactersItem",
    "SceneScenePlanType0PlaceFrom",
    "SceneScenePlanType0PropsItem",
    "SearchMarketplaceListingsSort",
    "SellerListing",
    "SellerListingPage",
    "Session",
    "SessionConsoleLanguageType1",
    "SessionConsoleLanguageType2Type1",
    "SessionConsoleLanguageType3Type1",
    "SessionSignedInWith",
    "SignedOut",
    "SignIn",
    "SignUp",
    "SignUpOptions",
    "SignUpOptionsSignupMode",
    "StartedWebhookDelivery",
    "StorybookList",
    "StorybookResult",
    "StorybookResultPagesItem",
    "StorybookStatus",
    "StorybookSummary",
    "StripeWebhookReceipt",
    "UpdateBrandKitBody",
    "UpdateComicBody",
    "UpdateComicPanelLetteringBody",
    "UpdateComicPanelLetteringBodyBubbleAnchorsItem",
    "UpdateComicResponse200",
    "UpdateMarketplaceListingBody",
    "UpdateStorybookBody",
    "UpdateWebhookEndpointBody",
    "UpdateWebhookSettingsBody",
    "VaryResult",
    "VaryResultFailuresItem",
    "VaryResultVariantsItem",
    "VarySceneBody",
    "VarySceneBodyPose",
    "VarySceneBodyVary",
    "VerificationSent",
    "WebhookAttempt",
    "WebhookAttemptOutcome",
    "WebhookDelivery",
    "WebhookDeliveryEvent",
    "WebhookDeliveryEventType",
    "WebhookDeliveryList",
    "WebhookDeliveryStatus",
    "WebhookEndpoint",
    "WebhookEndpointList",
    "WebhookEventType",
    "WebhookSettings",
    "WebhookSettingsEventTypesItem",
)
